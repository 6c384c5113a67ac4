// Home (SPEC §2): every section in order; /cars scrolls to the search, /cars/:slug opens that car over the list.
import { Hero } from '../features/home/Hero.tsx';
import { WhyChooseUs } from '../features/home/WhyChooseUs.tsx';
import { WarrantyBanner } from '../features/home/WarrantyBanner.tsx';
import { Values } from '../features/home/Values.tsx';
import { CallsToAction } from '../features/home/CallsToAction.tsx';
import { Testimonial } from '../features/home/Testimonial.tsx';
import { CampervanTeaser } from '../features/home/CampervanTeaser.tsx';
import { CarsSection } from '../features/cars/CarsSection.tsx';

export function HomePage() {
  return (
    <>
      <Hero />
      <WhyChooseUs />
      <WarrantyBanner />
      <Values />
      <CallsToAction />
      <Testimonial />
      <CarsSection />
      <CampervanTeaser />
    </>
  );
}
