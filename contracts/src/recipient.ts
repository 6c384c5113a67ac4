// E-mail recipients of contact-form messages (SPEC §2 Email Settings).
import { z } from 'zod';
import { booleanFlag, email, optionalText } from './fields.ts';

export const recipientCreateSchema = z.object({
  email: email(),
  name: optionalText(100),
  isActive: booleanFlag().default(true),
  isPrimary: booleanFlag().default(false),
});
export const recipientUpdateSchema = z
  .object({ email: email(), name: optionalText(100), isActive: booleanFlag() })
  .partial();
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
