// About (SPEC §2): who we are, premium used European cars delivered nationwide, what every car comes with (the
// selling points of SPEC §1), and where to find us.
import { BUSINESS } from '@forecourt/contracts/business';
import { MECHANICAL_CHECK_TOTAL } from '@forecourt/contracts/mechanical-check';
import { MAKES, MAKES_IN_WORDS } from '@forecourt/contracts/options';
import { sitePage } from '@forecourt/contracts/site';
import { PageBanner } from '../../components/PageBanner.tsx';
import { usePageTitle } from '../../lib/page-meta.ts';
import { SellingPoints } from './SellingPoints.tsx';
import { VisitUs } from './VisitUs.tsx';
import './about.css';

export function AboutPage() {
  usePageTitle(sitePage('/about')?.title);
  return (
    <>
      <PageBanner
        eyebrow={`About ${BUSINESS.name}`}
        title="Premium Used European Cars, Delivered Nationwide"
        lead={`A family-run dealership in ${BUSINESS.address.locality}, near ${BUSINESS.address.city}, specialising in quality used ${MAKES_IN_WORDS}.`}
      />

      <section className="about-section" aria-labelledby="about-story-title">
        <div className="container about-story">
          <div className="about-story__text">
            <p className="about-eyebrow">Our story</p>
            <h2 id="about-story-title">{BUSINESS.yearsInIndustry} Years in the Motor Industry</h2>
            <p>
              Our founder has spent {BUSINESS.yearsInIndustry} years in the motor industry, two decades of it with a car
              maker. That experience is behind every car we choose: we buy the premium and sports European cars we know
              best, and only the ones we would be happy to drive ourselves.
            </p>
            <p>
              We are a small, family-run business, and we like it that way. You deal with the owners, get honest answers,
              and take as long as you need. Come and see the cars in our indoor viewing area, rain or shine, or let us
              deliver your car anywhere in New Zealand.
            </p>
            <ul className="about-makes" aria-label="Makes we specialise in">
              {MAKES.map((make) => (
                <li key={make}>{make}</li>
              ))}
            </ul>
          </div>
          <ul className="about-stats">
            <li>
              <strong>{BUSINESS.yearsInIndustry}</strong> years in the industry
            </li>
            <li>
              <strong>{MECHANICAL_CHECK_TOTAL}</strong> point mechanical check on every car
            </li>
            <li>
              <strong>{MAKES.length}</strong> premium European makes
            </li>
          </ul>
        </div>
      </section>

      <SellingPoints />
      <VisitUs />
    </>
  );
}
