// One thing a person did may queue several commands: saving a new car offline queues the car, each photo's upload and
// each photo's place on the car. They share an action id, so the tablet counts them as one waiting change and the
// Sync screen says what the person did ('New car 2019 Audi A4, 3 photos'; 'Price $78,990 → $76,990'), not each step.
import { newId } from '../device.ts';
import { fieldValue } from '../field-values.ts';
import { fieldLabelOf } from '../field-labels.ts';
import { kindOfEntry, photoOfEntry, usesRefs, type OutboxEntry } from './outbox-entry.ts';

let open: string | undefined;

/** Runs `work` as one action: everything it queues shares an action id (a nested call joins the open one). */
export async function asOneAction<T>(work: () => Promise<T>): Promise<T> {
  if (open) return work();
  open = newId();
  try {
    return await work();
  } finally {
    open = undefined;
  }
}

/** The action a change queued now belongs to, if one is open. */
export const openAction = (): string | undefined => open;

/**
 * The action of each entry. A photo is uploaded as soon as it is chosen, before the form is saved: its upload belongs
 * to the action of the change that puts it on a vehicle, once there is one.
 */
function actionKeys(entries: readonly OutboxEntry[]): Map<OutboxEntry, string> {
  const keys = new Map<OutboxEntry, string>();
  for (const entry of entries) {
    const photo = photoOfEntry(entry);
    const user = photo ? entries.find((other) => other !== entry && usesRefs(other).includes(photo)) : undefined;
    keys.set(entry, (user ?? entry).action ?? (user ?? entry).id);
  }
  return keys;
}

/** The entries grouped by the action they belong to, each group in queue order, in the order the actions began. */
export function actionsOf(entries: readonly OutboxEntry[]): OutboxEntry[][] {
  const keys = actionKeys(entries);
  const groups = new Map<string, OutboxEntry[]>();
  for (const entry of entries) groups.set(keys.get(entry)!, [...(groups.get(keys.get(entry)!) ?? []), entry]);
  return [...groups.values()];
}

/** How many things a person did that wait: one per action, however many commands each queued. */
export const countActions = (entries: readonly OutboxEntry[]): number => new Set(actionKeys(entries).values()).size;

type Fields = Record<string, unknown>;
const carName = (f: Fields | undefined) => (f ? [f.year, f.brand, f.model].filter(Boolean).join(' ') : '');
const photos = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);

/** Photos an action adds: a car's added images, or a campervan gallery's new ones. */
function photosAdded(group: readonly OutboxEntry[]): number {
  return group.reduce((sum, entry) => {
    const { command } = entry;
    if (command.type === 'AddCarImage' || command.type === 'AddCampervanImage') return sum + 1;
    if (command.type === 'SaveCampervanGallery') return sum + command.batch.images.filter((image) => image.isNew && !image.isDeleted).length;
    return sum;
  }, 0);
}

/** One action in words, for the Sync screen: what was made or changed, each changed field before → after. */
export function describeAction(group: readonly OutboxEntry[]): string {
  const added = photosAdded(group);
  for (const entry of group) {
    const { command } = entry;
    if (command.type === 'ListCar' || command.type === 'ListCampervan') {
      const fields = command.fields as unknown as Fields;
      const name = command.type === 'ListCar' ? `New car ${carName(fields)}` : `New campervan ${String(fields.name ?? '')}`;
      return added ? `${name.trim()}, ${photos(added)}` : name.trim();
    }
    if (command.type === 'ChangeCar' || command.type === 'ChangeCampervan') {
      const kind = kindOfEntry(entry);
      const name = kind === 'car' ? carName(entry.base) : String(entry.base?.name ?? '');
      const changes = Object.entries(command.changes).map(([field, value]) => `${fieldLabelOf(kind, field)} ${fieldValue(field, entry.base?.[field])} → ${fieldValue(field, value)}`);
      const what = [...changes, ...(added ? [`${photos(added)} added`] : [])].join('; ');
      return name ? `${name}: ${what}` : what;
    }
  }
  // Photos alone, a removal, a list entry, a recipient: their own words (an upload is a step of the photo it serves).
  const steps = group.filter((entry) => entry.command.type !== 'UploadPhoto');
  return (steps.length ? steps : group).map((entry) => entry.label).join('; ');
}
