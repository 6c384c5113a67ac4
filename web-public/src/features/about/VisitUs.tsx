// Where to find us, on the About page: the business details from the one source, and the ways to get in touch.
import { Link } from 'wouter';
import { BUSINESS, businessAddressLine, directionsUrl } from '@forecourt/contracts/business';
import { FIND_YOUR_CAR_ID } from '../../lib/scroll.ts';

export function VisitUs() {
  return (
    <section className="about-section" aria-labelledby="about-visit-title">
      <div className="container about-visit">
        <div>
          <p className="about-eyebrow">Visit us</p>
          <h2 id="about-visit-title">Come and See Us</h2>
          <p>
            Call in to our indoor viewing area, or get in touch and we will have your car ready for a test drive. We also
            hire out campervans: see <Link href="/campervan-hire">Campervan Hire</Link>.
          </p>
          <div className="about-visit__actions">
            <Link href="/contact" className="btn btn-primary">
              Contact Us
            </Link>
            <Link href={`/#${FIND_YOUR_CAR_ID}`} className="btn btn-outline">
              Browse Our Cars
            </Link>
          </div>
        </div>
        <dl className="about-details">
          <div>
            <dt>Address</dt>
            <dd>
              <address>{businessAddressLine()}</address>
              <a href={directionsUrl()} target="_blank" rel="noopener noreferrer">
                Get directions<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phone}</a>
            </dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
            </dd>
          </div>
          <div>
            <dt>Opening hours</dt>
            <dd>
              <ul className="about-hours">
                {BUSINESS.hours.map((h) => (
                  <li key={h.days}>
                    <span>{h.days}</span> {'closed' in h ? 'Closed' : `${h.opens} - ${h.closes}`}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>Campervan after-hours line</dt>
            <dd>
              <a href={`tel:${BUSINESS.afterHoursPhoneE164}`}>{BUSINESS.afterHoursPhone}</a>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
