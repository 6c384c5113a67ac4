// 'Call us on 07 825 1180, or send us a message' by a vehicle's buttons: the number is a tap-to-call link.
import { BUSINESS } from '@forecourt/contracts/business';
import './call-us.css';

export function CallUs() {
  return (
    <p className="call-us">
      Call us on <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phone}</a>, or send us a message
    </p>
  );
}
