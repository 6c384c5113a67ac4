// A queued change in words, for the Sync screen and the badge's list: 'Change 2019 BMW 330i', 'Add a photo to
// Kea Hideaway', 'Make sales@… primary'. Written when the change is queued, from what the tablet knew then.
import type { QueuedCommand } from './queued-command.ts';

type Fields = Record<string, unknown>;

const car = (f: Fields | undefined) => (f ? [f.year, f.brand, f.model].filter(Boolean).join(' ') : '') || 'a car';
const van = (f: Fields | undefined) => (typeof f?.name === 'string' && f.name) || 'a campervan';
const recipient = (f: Fields | undefined) => (typeof f?.email === 'string' && f.email) || 'a recipient';

/** `current` is the record the change is about as the tablet shows it before the change (a vehicle, a recipient). */
export function describeChange(queued: QueuedCommand, current?: Fields): string {
  const { command } = queued;
  switch (command.type) {
    case 'UploadPhoto':
      return `Upload photo ${command.name}`.trim();
    case 'RemoveUpload':
      return 'Remove an unsaved photo';
    case 'ListCar':
      return `Add ${car(command.fields as unknown as Fields)}`;
    case 'ChangeCar':
      return `Change ${car(current)}`;
    case 'DelistCar':
      return `Delete ${car(current)}`;
    case 'AddCarImage':
      return `Add a photo to ${car(current)}`;
    case 'RemoveCarImage':
      return `Remove a photo of ${car(current)}`;
    case 'ReorderCarImages':
      return `Reorder the photos of ${car(current)}`;
    case 'ListCampervan':
      return `Add ${van(command.fields as unknown as Fields)}`;
    case 'ChangeCampervan':
      return `Change ${van(current)}`;
    case 'DelistCampervan':
      return `Delete ${van(current)}`;
    case 'AddCampervanImage':
      return `Add a photo to ${van(current)}`;
    case 'RemoveCampervanImage':
      return `Remove a photo of ${van(current)}`;
    case 'SaveCampervanGallery':
      return `Update the photos of ${van(current)}`;
    case 'AddEntry':
      return queued.stream === 'brand' ? `Add make ${command.name}` : `Add ${queued.stream === 'car-feature' ? 'car' : 'campervan'} feature ${command.name}`;
    case 'RemoveEntry':
      return `Delete ${queued.stream === 'car-feature' ? 'car' : 'campervan'} feature ${String(current?.name ?? '')}`.trim();
    case 'AddRecipient':
      return `Add recipient ${recipient(command as unknown as Fields)}`;
    case 'ChangeRecipient':
      if (typeof command.isActive === 'boolean') {
        return `${command.isActive ? 'Turn on' : 'Turn off'} ${recipient(current)}`;
      }
      return `Change recipient ${recipient(current)}`;
    case 'MakePrimary':
      return `Make ${recipient(current)} primary`;
    case 'RemoveRecipient':
      return `Delete recipient ${recipient(current)}`;
    case 'LegacyRequest':
      return `${command.method === 'POST' ? 'Add' : command.method === 'DELETE' ? 'Delete' : 'Change'} ${command.url}`;
  }
}
