// Contact (SPEC §2 'Contact page'): the enquiry form beside the ways to reach us, our hours and a map.
import { useSearch } from 'wouter';
import { sitePage } from '@forecourt/contracts/site';
import { EnquiryForm, formText, type Enquiry } from '../../components/EnquiryForm.tsx';
import { TextAreaField, TextField } from '../../components/FormField.tsx';
import { PageBanner } from '../../components/PageBanner.tsx';
import { usePageTitle } from '../../lib/page-meta.ts';
import { ContactDetails } from './ContactDetails.tsx';
import { LocationMap } from './LocationMap.tsx';
import './contact.css';

const compose = (fields: FormData): Enquiry => ({
  name: formText(fields, 'name'),
  email: formText(fields, 'email'),
  phone: formText(fields, 'phone'),
  subject: formText(fields, 'subject'),
  message: formText(fields, 'message'),
});

export function ContactPage() {
  usePageTitle(sitePage('/contact')?.title);
  // Another page may suggest a subject (/contact?subject=…), e.g. the car someone is asking about.
  const suggestedSubject = new URLSearchParams(useSearch()).get('subject') ?? '';
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
            <EnquiryForm label="Contact form" compose={compose}>
              <div className="form-row">
                <TextField label="Name" name="name" required autoComplete="name" maxLength={100} />
                <TextField label="Email" name="email" type="email" required autoComplete="email" maxLength={254} />
              </div>
              <div className="form-row">
                <TextField label="Phone" name="phone" type="tel" optional autoComplete="tel" maxLength={40} />
                <TextField label="Subject" name="subject" required maxLength={200} defaultValue={suggestedSubject} />
              </div>
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
