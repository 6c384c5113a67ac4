// A whole number shown with its thousands grouped as a dealer writes them ($89,990; 64,000 km) and read back without
// the commas, as it is typed (components/form/GroupedNumberInput.tsx: the forms' fields and the list's quick change).

import { groupThousands } from '@forecourt/contracts/money';

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * What a number field's text holds: nothing (null) while empty, the number it spells, or else the text itself (a
 * stray '-' or '1.2.3'), which the form's schema refuses with its own message rather than the field dropping it.
 */
export function typedNumber(text: string): number | string | null {
  const plain = text.replace(/,/g, '').trim();
  if (plain === '') return null;
  return NUMBER.test(plain) ? Number(plain) : plain;
}

/** The text a number field shows for its value: grouped or plain, and nothing for null. */
export const shownNumber = (value: unknown, grouped: boolean): string => {
  if (value === null || value === undefined) return '';
  return grouped ? groupThousands(String(value)) : String(value);
};

/**
 * A number field's text as someone types it: only what can make a number (digits, a minus, a point; a letter or a
 * space does not show), its thousands grouped again when the field groups them, and the caret after the same digit
 * it followed, so typing or deleting in the middle of '89,990' carries on where the finger is.
 */
export function retyped(typed: string, caret: number, grouped: boolean): { text: string; caret: number } {
  const kept = (part: string) => part.replace(grouped ? /[^\d.-]/g : /[^\d.,-]/g, '');
  const before = kept(typed.slice(0, caret)).length;
  const plain = kept(typed);
  const text = grouped ? groupThousands(plain) : plain;
  // The caret goes after the same number of kept characters, skipping the commas grouping put in.
  let at = 0;
  for (let seen = 0; at < text.length && seen < before; at += 1) if (text[at] !== ',' || !grouped) seen += 1;
  return { text, caret: at };
}
