// The form behind every enquiry (contact, valuation): POST /api/contact with the anti-spam rules of SPEC §4 — a
// hidden honeypot field, and nothing sent within 3 seconds of loading or resetting — and the toasts of SPEC §8.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CONTACT_MIN_FILL_MS } from '@forecourt/contracts/limits';
import { CONTACT_FAILURE, CONTACT_SUCCESS } from '@forecourt/contracts/contact-texts';
import type { EnquiryIntent, EnquiryVehicleKind } from '@forecourt/contracts/enquiry';
import { api, serverMessage } from '../lib/api.ts';
import { useToast, type Toast } from './Toaster.tsx';
import './form.css';

/** What staff receive: the fields of POST /api/contact a person fills in, and the vehicle it is about, if any. */
export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  vehicleKind?: EnquiryVehicleKind;
  vehicleId?: number;
  intent?: EnquiryIntent;
  /** 'YYYY-MM-DD', or absent. */
  preferredDate?: string;
}

const SENT: Toast = { title: 'Message Sent', description: CONTACT_SUCCESS };
const FAILED = CONTACT_FAILURE;
/** A name bots like to fill in; people never see the field. */
const HONEYPOT_FIELD = 'website';

/** A field's text, trimmed ('' when absent). */
export const formText = (fields: FormData, name: string): string => String(fields.get(name) ?? '').trim();

interface EnquiryFormProps {
  /** The form's accessible name. */
  label: string;
  /** Turns the form's named fields into the message staff receive. */
  compose: (fields: FormData) => Enquiry;
  submitLabel?: string;
  /** Called once the form has been cleared after a send, for fields the page holds itself. */
  onCleared?: () => void;
  children: ReactNode;
}

export function EnquiryForm({ label, compose, submitLabel = 'Send Message', onCleared, children }: EnquiryFormProps) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  // When the page loaded or the form was last cleared: the start of the 3-second rule, and the timestamp sent.
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  const trapId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const fields = new FormData(form);
    const honeypot = formText(fields, HONEYPOT_FIELD);
    const timestamp = startedAt.current;
    const clear = () => {
      form.reset();
      startedAt.current = Date.now();
      onCleared?.();
    };
    // A bot, or a form sent faster than a person can fill it, sees the usual success and learns nothing.
    if (honeypot !== '' || Date.now() - timestamp < CONTACT_MIN_FILL_MS) {
      toast(SENT);
      clear();
      return;
    }
    setPending(true);
    try {
      await api('/api/contact', { method: 'POST', json: { ...compose(fields), honeypot, timestamp } });
      toast(SENT);
      clear();
    } catch (err) {
      toast({ title: 'Submission Failed', description: serverMessage(err) ?? FAILED, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="enquiry-form" aria-label={label} aria-busy={pending} onSubmit={submit}>
      {children}
      <div className="enquiry-form__trap" aria-hidden="true">
        <label htmlFor={trapId}>Leave this field empty</label>
        <input id={trapId} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="btn btn-primary enquiry-form__submit" disabled={pending}>
        {pending ? 'Sending...' : submitLabel}
      </button>
    </form>
  );
}
