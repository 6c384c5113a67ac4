// Decides on campervan commands: list, change (only what changed), delist, add or remove one image, and save the
// whole image list the form holds (new, removed and reordered images in one append).
import type { CampervanUpdate } from '@forecourt/contracts';
import type { Decider } from '../../lib/event-store.ts';
import {
  decideChanges,
  decideDelisting,
  decideImageChanges,
  decideListing,
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
  | { type: 'SaveCampervanImages'; images: BatchImage[] };

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
    }
  },
};
