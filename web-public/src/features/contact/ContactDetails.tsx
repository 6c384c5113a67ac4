// How to reach us (SPEC §2 Contact page): address, phone, e-mail, business hours and the after-hours campervan line.
import { BUSINESS, businessAddressLine } from '@forecourt/contracts/business';

const hoursText = (h: (typeof BUSINESS.hours)[number]) => ('closed' in h ? 'Closed' : `${h.opens}-${h.closes}`);

export function ContactDetails() {
  return (
    <div className="card contact-details">
      <h2 className="contact-heading">Visit or call</h2>
      <address className="contact-details__list">
        <div>
          <span className="contact-details__label">Address</span>
          <span>{businessAddressLine()}</span>
        </div>
        <div>
          <span className="contact-details__label">Phone</span>
          <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phone}</a>
        </div>
        <div>
          <span className="contact-details__label">Email</span>
          <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
        </div>
      </address>

      <h3 className="contact-subheading">Business hours</h3>
      <table className="contact-hours">
        <caption className="visually-hidden">Business hours</caption>
        <tbody>
          {BUSINESS.hours.map((h) => (
            <tr key={h.days}>
              <th scope="row">{h.days}</th>
              <td>{hoursText(h)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="contact-after-hours">
        <h3 className="contact-subheading">After-hours emergencies</h3>
        <p>Hiring one of our campervans and need help outside business hours? Call our after-hours emergency line for campervan rentals:</p>
        <a href={`tel:${BUSINESS.afterHoursPhoneE164}`}>{BUSINESS.afterHoursPhone}</a>
      </div>
    </div>
  );
}
