// The campervan page's hero: the 'Campervan Hire' title, what we offer, and an illustration (anchor #top).
import { sitePage } from '@forecourt/contracts/site';
import { scrollToSection } from '../../lib/scroll.ts';
import heroImage from './campervan-hero.svg';

const LEAD = sitePage('/campervan-hire')?.description;

export function CampervanHero({ resultsId }: { resultsId: string }) {
  return (
    <section id="top" className="campervan-hero" aria-labelledby="campervan-hero-title">
      <div className="container campervan-hero__inner">
        <div className="campervan-hero__text">
          <h1 id="campervan-hero-title" className="campervan-hero__title">
            Campervan Hire
          </h1>
          {LEAD && <p className="campervan-hero__lead">{LEAD}</p>}
          <a
            className="btn btn-light"
            href={`#${resultsId}`}
            onClick={(event) => {
              // Scroll without putting the section in the address, which would scroll there again on Back.
              event.preventDefault();
              scrollToSection(resultsId);
            }}
          >
            Browse campervans
          </a>
        </div>
        <img
          className="campervan-hero__image"
          src={heroImage}
          alt="A campervan on a country road through green Waikato hills"
          width={960}
          height={600}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
