// E-mail recipients of contact-form messages (SPEC §2 Email Settings, §4 Email recipients, §5 Email recipient).
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { booleanFlag, email, optionalText } from './fields.ts';

export const recipientCreateSchema = onFirstUse(() =>
  z.object({
    email: email(),
    name: optionalText(100),
    isActive: booleanFlag().default(true),
    /** Asked for; the first recipient becomes primary whatever is asked. */
    isPrimary: booleanFlag().default(false),
  }),
);
/** PUT sends isActive from the list's switch; e-mail and name may be corrected too. Absent fields stay as they are. */
export const recipientUpdateSchema = onFirstUse(() =>
  z
    .object({ email: email(), name: optionalText(100), isActive: booleanFlag() })
    .partial(),
);
export type RecipientCreate = z.infer<typeof recipientCreateSchema>;
export type RecipientUpdate = z.infer<typeof recipientUpdateSchema>;

export interface Recipient {
  id: number;
  email: string;
  name: string | null;
  isActive: boolean;
  isPrimary: boolean;
  createdAt: string;
  version: number;
}

export const RECIPIENT_NOT_FOUND = 'Recipient not found';
export const RECIPIENT_DUPLICATE = 'That email address is already a recipient';
