// Contact (SPEC §2 'Contact page'): the enquiry form beside the ways to reach us, our hours and a map. Reached from a
// vehicle ('Contact Seller', 'Schedule Test Drive', 'Book Now', 'Ask a Question': /contact?car=12&intent=test-drive),
// it shows which vehicle the enquiry is about, suggests the subject, asks for a preferred day for a test drive or a
// booking, and sends the vehicle with the message.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Campervan } from '@forecourt/contracts/campervan';
import type { Car } from '@forecourt/contracts/car';
import {
  DATED_INTENTS,
  PREFERRED_DAY_LABEL,
  PREFERRED_DAY_MAX_DAYS_AHEAD,
  addDays,
  carEnquiryName,
  enquirySubject,
  nzToday,
  readEnquiryTarget,
} from '@forecourt/contracts/enquiry';
import { campervanPath, carPath, sitePage } from '@forecourt/contracts/site';
import { EnquiryForm, formText, type Enquiry } from '../../components/EnquiryForm.tsx';
import { TextAreaField, TextField } from '../../components/FormField.tsx';
import { PageBanner } from '../../components/PageBanner.tsx';
import { usePageTitle } from '../../lib/page-meta.ts';
import { useApi } from '../../lib/use-api.ts';
import { ContactDetails } from './ContactDetails.tsx';
import { EnquiryVehicle } from './EnquiryVehicle.tsx';
import { LocationMap } from './LocationMap.tsx';
import './contact.css';
import './enquiry-vehicle.css';

/** The vehicle named in the address, loaded: its name and page. Undefined while loading; null when there is none. */
function useEnquiryVehicle(target: ReturnType<typeof readEnquiryTarget>): { name: string; path: string } | undefined | null {
  const path = target ? `/api/${target.kind === 'car' ? 'cars' : 'campervans'}/${target.id}` : null;
  const { data, loading } = useApi<Car | Campervan>(path);
  if (!target) return null;
  if (loading) return undefined;
  // Not listed (any more): the enquiry goes as a general one.
  if (!data) return null;
  return target.kind === 'car'
    ? { name: carEnquiryName(data as Car), path: carPath(data as Car) }
    : { name: (data as Campervan).name, path: campervanPath(data as Campervan) };
}

export function ContactPage() {
  usePageTitle(sitePage('/contact')?.title);
  const [, navigate] = useLocation();
  const search = useSearch();
  // Another page may suggest a subject (/contact?subject=…).
  const suggestedSubject = new URLSearchParams(search).get('subject') ?? '';
  const target = readEnquiryTarget(search);
  const vehicle = useEnquiryVehicle(target);
  const intent = target?.intent ?? 'question';
  const autoSubject = vehicle ? enquirySubject(vehicle.name, intent) : undefined;
  const dated = vehicle && DATED_INTENTS.includes(intent);

  // The subject follows the vehicle unless the visitor has written their own.
  const [subject, setSubject] = useState(suggestedSubject);
  const filledWith = useRef<string | undefined>(undefined);
  useEffect(() => {
    const previous = filledWith.current;
    filledWith.current = autoSubject;
    setSubject((current) => (current === '' || current === previous ? (autoSubject ?? suggestedSubject) : current));
  }, [autoSubject]); // only a change of vehicle refills it

  const today = nzToday();
  const compose = (fields: FormData): Enquiry => ({
    name: formText(fields, 'name'),
    email: formText(fields, 'email'),
    phone: formText(fields, 'phone'),
    subject: formText(fields, 'subject'),
    message: formText(fields, 'message'),
    ...(target && vehicle
      ? {
          vehicleKind: target.kind,
          vehicleId: target.id,
          intent,
          ...(dated && formText(fields, 'preferredDate') ? { preferredDate: formText(fields, 'preferredDate') } : {}),
        }
      : {}),
  });

  const removeVehicle = () => {
    const params = new URLSearchParams(search);
    for (const key of ['car', 'campervan', 'intent']) params.delete(key);
    const rest = params.toString();
    navigate(`/contact${rest ? `?${rest}` : ''}`, { replace: true });
  };

  return (
    <>
      <PageBanner
        title="Contact Us"
        lead="Ask about a car, book a test drive, talk trade-ins and finance, or plan your campervan trip. Send us a message, give us a call, or come and see us."
      />
      <section className="section">
        <div className="container contact-layout">
          <div className="card contact-form-card">
            <h2 className="contact-heading">Send us a message</h2>
            <p className="contact-note">Fields without '(optional)' are required.</p>
            {vehicle !== null && <EnquiryVehicle vehicle={vehicle} intent={intent} onRemove={removeVehicle} />}
            <EnquiryForm label="Contact form" compose={compose} onCleared={() => setSubject(autoSubject ?? suggestedSubject)}>
              <div className="form-row">
                <TextField label="Name" name="name" required autoComplete="name" maxLength={100} />
                <TextField label="Email" name="email" type="email" required autoComplete="email" maxLength={254} />
              </div>
              <div className="form-row">
                <TextField label="Phone" name="phone" type="tel" optional autoComplete="tel" maxLength={40} />
                <TextField label="Subject" name="subject" required maxLength={200} value={subject} onChange={(event) => setSubject(event.target.value)} />
              </div>
              {dated && (
                <div className="form-row">
                  <TextField
                    label={PREFERRED_DAY_LABEL[intent]}
                    name="preferredDate"
                    type="date"
                    optional
                    min={today}
                    max={addDays(today, PREFERRED_DAY_MAX_DAYS_AHEAD)}
                    hint="We'll call or e-mail to confirm a time."
                  />
                </div>
              )}
              <TextAreaField label="Message" name="message" required maxLength={5000} rows={6} />
            </EnquiryForm>
          </div>
          <ContactDetails />
          <LocationMap />
        </div>
      </section>
    </>
  );
}
