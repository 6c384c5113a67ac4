// A vehicle being added, kept on the tablet as it is typed: a reload, a crash or the app closed halfway through brings
// it back as it was, until it is saved or discarded. One per kind of vehicle and person, in the tablet's storage (it
// never leaves the tablet). Its photos come back with it: uploaded ones by their address, ones taken with no network
// from the tablet's outbox, where they wait for their upload.
import type { DraftImage } from '../image-uploader/image-drafts.ts';

export interface FormDraft<Values> {
  values: Values;
  images: DraftImage[];
}

const keyOf = (kind: string, userId: number) => `forecourt.draft.${kind}.${userId}`;

export function readDraft<Values>(kind: string, userId: number | undefined): FormDraft<Values> | undefined {
  if (userId === undefined) return undefined;
  try {
    const text = localStorage.getItem(keyOf(kind, userId));
    const draft = text ? (JSON.parse(text) as FormDraft<Values>) : undefined;
    return draft && typeof draft.values === 'object' && Array.isArray(draft.images) ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function keepDraft<Values>(kind: string, userId: number | undefined, draft: FormDraft<Values>): void {
  if (userId === undefined) return;
  try {
    localStorage.setItem(keyOf(kind, userId), JSON.stringify(draft));
  } catch (error) {
    console.warn('Could not keep the draft on this tablet', error);
  }
}

export function dropDraft(kind: string, userId: number | undefined): void {
  if (userId !== undefined) localStorage.removeItem(keyOf(kind, userId));
}
