// The Consumer Information Notice of a car on sale (Consumer Information Standards (Used Motor Vehicles) Regulations
// 2008): each item of the notice from the car record, the trader from the business details, and the printable A4
// window card the server makes from the same record.
import type { Car } from '@forecourt/contracts/car';
import { cinLines, missingCinItems } from '@forecourt/contracts/cin';
import { cinTrader } from '@forecourt/contracts/business';
import './consumer-information-notice.css';

/** Reserved cars are still on the yard; a sold car is no longer offered, so it has no notice to show. */
const OFFERED = new Set(['available', 'reserved']);
/** Plate and VIN read character by character: a fixed-width face, never broken across lines. */
const CODES = new Set(['registrationPlate', 'vin']);

export function ConsumerInformationNotice({ car }: { car: Car }) {
  if (!OFFERED.has(car.status)) return null;
  const lines = cinLines(car);
  const trader = cinTrader();
  const incomplete = missingCinItems(car).length > 0;
  return (
    <section aria-labelledby={`car-cin-${car.id}`} className="car-cin">
      <h3 id={`car-cin-${car.id}`} className="car-detail__heading">
        Consumer Information Notice
      </h3>
      <table className="car-cin__items">
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              <td className={line.value === 'Not stated' ? 'car-cin__unknown' : CODES.has(line.key) ? 'car-cin__code' : undefined}>{line.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {incomplete && <p className="car-cin__note">Items marked Not stated are still being confirmed: ask us before you buy.</p>}
      <p className="car-cin__trader">
        <strong>{trader.name}</strong>, {trader.address}. Motor vehicle trader registration number {trader.traderNumber}.
      </p>
      <a className="btn btn-outline car-cin__pdf" href={`/api/cars/${car.id}/cin.pdf`} target="_blank" rel="noopener">
        Print the notice (PDF, A4)
      </a>
    </section>
  );
}
