// One change of the event log in words, as the owner reads it: 'Sarah changed the price of 2019 BMW 330i from
// $42,990 to $39,990'. Shared by the Activity feed (where the record is named) and a vehicle's History tab (where it
// is 'this car'). Pure: the event's type, its field changes (before → after), who, and what the record is called.
import type { FieldChange } from '@forecourt/contracts/audit';
import { fieldLabelOf, type LabelledKind } from './field-labels.ts';
import { fieldValue } from './field-values.ts';

export interface ChangeToDescribe {
  type: string;
  data?: Record<string, unknown>;
  changes?: FieldChange[];
}

const list = (words: string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** The fields a change shows as 'before → after': all but the photos, which show as pictures. */
export const shownChanges = (changes: FieldChange[] = []): FieldChange[] => changes.filter((c) => c.field !== 'images' && c.field !== 'imageUrl');

/**
 * The changes to list under a change's sentence: none for a listing (its sentence says enough) nor for one simple
 * change (its sentence names both values); otherwise each field, for a wide change or a long text.
 */
export function changesToList(change: ChangeToDescribe): FieldChange[] {
  if (/(Listed|Relisted|Delisted)$/.test(change.type)) return [];
  const shown = shownChanges(change.changes);
  const saidInWords = shown.length === 1 && !['description', 'features'].includes(shown[0]!.field);
  return saidInWords ? [] : shown;
}

function changedWords(kind: LabelledKind, subject: string, changes: FieldChange[]): string {
  const shown = shownChanges(changes);
  if (shown.length === 0) return `changed ${subject}`;
  const [only] = shown;
  if (shown.length === 1 && only) {
    const label = fieldLabelOf(kind, only.field).toLowerCase();
    if (only.field === 'description' || only.field === 'features') return `changed the ${label} of ${subject}`;
    return `changed the ${label} of ${subject} from ${fieldValue(only.field, only.before)} to ${fieldValue(only.field, only.after)}`;
  }
  return `changed the ${list(shown.map((c) => fieldLabelOf(kind, c.field).toLowerCase()))} of ${subject}`;
}

/** The words after the actor's name: 'changed the price of 2019 BMW 330i from $42,990 to $39,990'. */
export function changeSentence(change: ChangeToDescribe, subject: string): string {
  const { type } = change;
  const data = change.data ?? {};
  const changes = change.changes ?? [];
  const vehicle = /^(Car|Campervan)(.+)$/.exec(type);
  if (vehicle && !/^(CarFeature|CampervanFeature)/.test(type)) {
    const kind: LabelledKind = vehicle[1] === 'Car' ? 'car' : 'campervan';
    switch (vehicle[2]) {
      case 'Listed': {
        // The feed's event carries the listing; a history entry only its fields, before (none) → after.
        const listedAt = (field: string) => data[field] ?? changes.find((c) => c.field === field)?.after;
        const price = listedAt('price');
        const daily = listedAt('pricePerDay');
        if (kind === 'car' && typeof price === 'number') return `listed ${subject} at ${fieldValue('price', price)}`;
        if (typeof daily === 'number') return `listed ${subject} at ${fieldValue('pricePerDay', daily)} a day`;
        return `listed ${subject}`;
      }
      case 'StatusChanged': {
        const status = changes.find((c) => c.field === 'status');
        const after = fieldValue('status', status?.after ?? data.status);
        return status?.before ? `marked ${subject} as ${after} (was ${fieldValue('status', status.before)})` : `marked ${subject} as ${after}`;
      }
      case 'PriceChanged':
      case 'DetailsChanged':
        return changedWords(kind, subject, changes);
      case 'Delisted':
        return `deleted ${subject}`;
      case 'Relisted':
        return `restored ${subject}`;
      case 'ImageAdded':
        return `added a photo to ${subject}`;
      case 'ImageRemoved':
        return `removed a photo from ${subject}`;
      case 'ImagesReordered':
        return `reordered the photos of ${subject}`;
      case 'ConflictResolved':
        return `resolved a sync conflict on ${subject}`;
    }
  }
  switch (type) {
    case 'RecipientAdded':
      return `added ${subject} to the e-mail recipients`;
    case 'RecipientActivated':
      return `turned on e-mails to ${subject}`;
    case 'RecipientDeactivated':
      return `turned off e-mails to ${subject}`;
    case 'RecipientDetailsChanged':
      return `changed the details of ${subject}`;
    case 'RecipientMadePrimary':
      return `made ${subject} the primary recipient`;
    case 'RecipientPrimaryCleared':
      return `took the primary mark from ${subject}`;
    case 'RecipientRemoved':
      return `removed ${subject} from the e-mail recipients`;
    case 'BrandAdded':
      return `added the make ${subject}`;
    case 'BrandRemoved':
      return `removed the make ${subject}`;
    case 'CarFeatureAdded':
      return `added the car feature ${subject}`;
    case 'CarFeatureRemoved':
      return `removed the car feature ${subject}`;
    case 'CampervanFeatureAdded':
      return `added the campervan feature ${subject}`;
    case 'CampervanFeatureRemoved':
      return `removed the campervan feature ${subject}`;
    case 'UserCreated':
      return `added the user ${subject}`;
    case 'UserUpdated':
      return data.passwordChanged ? `changed the account of ${subject} and set a new password` : `changed the account of ${subject}`;
    case 'UserDeleted':
      return `deleted the user ${subject}`;
    default:
      return `made a change (${type}) to ${subject}`;
  }
}

/** Kinds of change the owner can filter the feed by: each event type, in words. */
export const CHANGE_KINDS: { type: string; label: string }[] = [
  ['CarListed', 'Car listed'],
  ['CarPriceChanged', 'Car price changed'],
  ['CarStatusChanged', 'Car status changed'],
  ['CarDetailsChanged', 'Car details changed'],
  ['CarImageAdded', 'Car photo added'],
  ['CarImageRemoved', 'Car photo removed'],
  ['CarImagesReordered', 'Car photos reordered'],
  ['CarDelisted', 'Car deleted'],
  ['CarRelisted', 'Car restored'],
  ['CarConflictResolved', 'Car sync conflict resolved'],
  ['CampervanListed', 'Campervan listed'],
  ['CampervanPriceChanged', 'Campervan prices changed'],
  ['CampervanStatusChanged', 'Campervan status changed'],
  ['CampervanDetailsChanged', 'Campervan details changed'],
  ['CampervanImageAdded', 'Campervan photo added'],
  ['CampervanImageRemoved', 'Campervan photo removed'],
  ['CampervanDelisted', 'Campervan deleted'],
  ['CampervanRelisted', 'Campervan restored'],
  ['RecipientAdded', 'Recipient added'],
  ['RecipientDeactivated', 'Recipient turned off'],
  ['RecipientActivated', 'Recipient turned on'],
  ['RecipientMadePrimary', 'Primary recipient changed'],
  ['RecipientRemoved', 'Recipient removed'],
  ['BrandAdded', 'Make added'],
  ['CarFeatureAdded', 'Car feature added'],
  ['CampervanFeatureAdded', 'Campervan feature added'],
  ['UserCreated', 'User added'],
  ['UserUpdated', 'User changed'],
  ['UserDeleted', 'User deleted'],
].map(([type, label]) => ({ type: type!, label: label! }));
