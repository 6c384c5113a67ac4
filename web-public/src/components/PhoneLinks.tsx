// Text that may name one of our phone numbers (a server message such as 'Please try again in 40 minutes, or call us
// on 07 825 1180.'), with each number a tap-to-call link like everywhere else on the site.
import { Fragment, type ReactNode } from 'react';
import { BUSINESS } from '@forecourt/contracts/business';

const NUMBERS: Record<string, string> = { [BUSINESS.phone]: BUSINESS.phoneE164, [BUSINESS.afterHoursPhone]: BUSINESS.afterHoursPhoneE164 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERN = new RegExp(`(${Object.keys(NUMBERS).map(escape).join('|')})`);

export function PhoneLinks({ text }: { text: string }): ReactNode {
  const parts = text.split(PATTERN);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    NUMBERS[part] ? (
      <a key={i} href={`tel:${NUMBERS[part]}`}>
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
