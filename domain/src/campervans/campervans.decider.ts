// Decides on campervan commands: list, change (only what changed), delist, add or remove one image, save the
// whole image list the form holds (new, removed and reordered images in one append), record a resolved clash, and
// restore an older version.
import type { CampervanUpdate, ConflictResolution } from '@forecourt/contracts';
import type { Decider } from '../decider.ts';
import {
  decideChanges,
  decideConflictResolution,
  decideDelisting,
  decideImageChanges,
  decideListing,
  decideRestore,
  listedOrThrow,
  requireImage,
} from '../vehicles/vehicle-decisions.ts';
import type { VehicleImage } from '../vehicles/vehicle-images.ts';
import {
  CAMPERVAN,
  evolveCampervan,
  initialCampervan,
  type CampervanEvent,
  type CampervanFields,
  type CampervanState,
} from './campervans.events.ts';

/** One image of a batch save, in the order the form shows them: a new one (id given), one to keep, one to drop. */
export type BatchImage = { kind: 'new'; image: VehicleImage } | { kind: 'keep'; id: number } | { kind: 'remove'; id: number };

export type CampervanCommand =
  | { type: 'ListCampervan'; id: number; fields: CampervanFields }
  | { type: 'ChangeCampervan'; changes: CampervanUpdate }
  | { type: 'DelistCampervan' }
  | { type: 'AddCampervanImage'; image: VehicleImage }
  | { type: 'RemoveCampervanImage'; imageId: number }
  | { type: 'SaveCampervanImages'; images: BatchImage[] }
  /** The choice recorded, and the values kept set where they differ from the current ones. */
  | { type: 'ResolveCampervanConflict'; resolution: ConflictResolution; values: CampervanUpdate }
  /**
   * Brings back an older version: its fields, and its images in order (ones the campervan still has keep their ids, the
   * others come back under new ids); a deleted campervan is relisted.
   */
  | { type: 'RestoreCampervan'; fields: CampervanFields; images: VehicleImage[] };

export const campervanDecider: Decider<CampervanState, CampervanCommand, CampervanEvent> = {
  initialState: initialCampervan,
  evolve: evolveCampervan,
  decide(command, state) {
    switch (command.type) {
      case 'ListCampervan':
        return decideListing(CAMPERVAN, state, command.id, command.fields);
      case 'ChangeCampervan':
        return decideChanges(CAMPERVAN, state, command.changes);
      case 'DelistCampervan':
        return decideDelisting(CAMPERVAN, state);
      case 'AddCampervanImage':
        return decideImageChanges(CAMPERVAN, state, { add: [command.image] });
      case 'RemoveCampervanImage':
        requireImage(listedOrThrow(state, CAMPERVAN.noun), command.imageId);
        return decideImageChanges(CAMPERVAN, state, { remove: [command.imageId] });
      case 'SaveCampervanImages': {
        const { images } = command;
        return decideImageChanges(CAMPERVAN, state, {
          add: images.flatMap((item) => (item.kind === 'new' ? [item.image] : [])),
          remove: images.flatMap((item) => (item.kind === 'remove' ? [item.id] : [])),
          order: images.flatMap((item) => (item.kind === 'new' ? [item.image.id] : item.kind === 'keep' ? [item.id] : [])),
        });
      }
      case 'ResolveCampervanConflict':
        return decideConflictResolution(CAMPERVAN, state, command.resolution, command.values);
      case 'RestoreCampervan':
        return decideRestore(CAMPERVAN, state, command.fields, command.images);
    }
  },
};
