// Find Your Car and Available Vehicles (placeholder until it lands).
import { FIND_YOUR_CAR_ID } from '../../lib/scroll.ts';

export function CarsSection() {
  return <section id={FIND_YOUR_CAR_ID} className="section" />;
}
