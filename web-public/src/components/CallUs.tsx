// 'Prefer to talk? Call 07 825 1180' under a vehicle's buttons: the number is a tap-to-call link.
import { BUSINESS } from '@forecourt/contracts/business';
import './call-us.css';

export function CallUs() {
  return (
    <p className="call-us">
      Prefer to talk? Call <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phone}</a>
    </p>
  );
}
