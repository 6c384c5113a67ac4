// What Our Customers Say (SPEC §1): one customer's words, with their name, town and a five-star rating.
import { Icon } from './Icon.tsx';
import './home.css';
import './testimonial.css';

const MAX_RATING = 5;

const TESTIMONIAL = {
  rating: 5,
  author: 'Michael Turner',
  location: 'Tauranga, NZ',
  car: 'Bought a 2019 BMW 330i M Sport',
  paragraphs: [
    'I had been looking for the right 3 Series for months, and from the first phone call the team made it easy. They answered every question honestly, sent extra photos and a video of the car, and never once pushed me.',
    'The car arrived in Tauranga exactly as described, freshly detailed, with a new WoF and the full 60-point check paperwork. Knowing the mechanical breakdown warranty was included made the decision simple.',
    'It feels like buying from friends who really know European cars. I would not hesitate to buy my next car from them.',
  ],
} as const;

export function Testimonial() {
  return (
    <section className="home-section" aria-labelledby="testimonial-title">
      <div className="container">
        <p className="home-eyebrow">Testimonials</p>
        <h2 id="testimonial-title" className="section-title">
          What Our Customers Say
        </h2>
        <figure className="testimonial">
          <span className="testimonial__stars" role="img" aria-label={`Rated ${TESTIMONIAL.rating} out of ${MAX_RATING}`}>
            {Array.from({ length: MAX_RATING }, (_, i) => (
              <Icon key={i} name="star" size={26} filled={i < TESTIMONIAL.rating} />
            ))}
          </span>
          <blockquote className="testimonial__quote">
            {TESTIMONIAL.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
          <figcaption className="testimonial__author">
            <span className="testimonial__avatar" aria-hidden="true">
              {TESTIMONIAL.author.split(' ').map((word) => word[0]).join('')}
            </span>
            <span>
              <cite>{TESTIMONIAL.author}</cite>
              <span className="testimonial__meta">
                {TESTIMONIAL.location} · {TESTIMONIAL.car}
              </span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
