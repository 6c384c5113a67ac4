// The vehicle an enquiry is about, on the contact page ('About: 2019 BMW 330i'), linked to its page, with a button
// that takes it off the enquiry. While the vehicle loads, a line of the same height holds its place.
import { Link } from 'wouter';
import { INTENT_TEXT, type EnquiryIntent } from '@forecourt/contracts/enquiry';

interface EnquiryVehicleProps {
  /** The vehicle's name and public page; undefined while it loads. */
  vehicle: { name: string; path: string } | undefined;
  intent: EnquiryIntent;
  onRemove: () => void;
}

export function EnquiryVehicle({ vehicle, intent, onRemove }: EnquiryVehicleProps) {
  return (
    <div className="enquiry-vehicle" role="group" aria-label="The vehicle this enquiry is about" aria-busy={vehicle === undefined}>
      <p className="enquiry-vehicle__text">
        <span className="enquiry-vehicle__label">About:</span>{' '}
        {vehicle ? (
          <>
            <Link href={vehicle.path} className="enquiry-vehicle__name">
              {vehicle.name}
            </Link>
            <span className="enquiry-vehicle__intent">{INTENT_TEXT[intent]}</span>
          </>
        ) : (
          <span className="enquiry-vehicle__loading">Loading the vehicle…</span>
        )}
      </p>
      {vehicle && (
        <button type="button" className="btn btn-outline enquiry-vehicle__remove" onClick={onRemove} aria-label={`Remove ${vehicle.name} from this enquiry`}>
          Remove
        </button>
      )}
    </div>
  );
}
