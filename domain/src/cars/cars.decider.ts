// Decides on car commands: list, change (only what changed), delist, add, remove or reorder its images, record
// a resolved clash, and restore an older version.
import { cinIncompleteMessage, missingCinItems, type CarFields, type CarUpdate, type ConflictResolution } from '@forecourt/contracts';
import { badRequest } from '../errors.ts';
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
import { CAR, evolveCar, initialCar, type CarEvent, type CarState } from './cars.events.ts';

export type CarCommand =
  | { type: 'ListCar'; id: number; fields: CarFields }
  | { type: 'ChangeCar'; changes: CarUpdate }
  | { type: 'DelistCar' }
  | { type: 'AddCarImage'; image: VehicleImage }
  | { type: 'RemoveCarImage'; imageId: number }
  /** Main image first; images not named keep their order after the named ones; ones removed meanwhile are passed over. */
  | { type: 'ReorderCarImages'; imageIds: number[] }
  /** The choice recorded, and the values kept set where they differ from the current ones. */
  | { type: 'ResolveCarConflict'; resolution: ConflictResolution; values: CarUpdate }
  /**
   * Brings back an older version: its fields, and its images in order (ones the car still has keep their ids, the
   * others come back under new ids); a deleted car is relisted.
   */
  | { type: 'RestoreCar'; fields: CarFields; images: VehicleImage[] };

/**
 * The Consumer Information Notice rule: a car on sale (available) must have a complete notice. Refused when the
 * events would put a car with an incomplete notice on sale, or take an item away from the notice of a car on sale;
 * drafts, reserved and sold cars may be incomplete, and a car on sale from before the notice was kept may still
 * have other changes (it shows as incomplete until someone fills it in).
 */
function requireCompleteNoticeOnSale(state: CarState, events: CarEvent[]): CarEvent[] {
  const after = events.reduce(evolveCar, state);
  if (after.stage !== 'listed' || after.fields.status !== 'available') return events;
  const missing = missingCinItems(after.fields);
  if (missing.length === 0) return events;
  const wasOnSale = state.stage === 'listed' && state.fields.status === 'available';
  const missingBefore = wasOnSale ? new Set(missingCinItems(state.fields)) : new Set<string>();
  if (wasOnSale && missing.every((item) => missingBefore.has(item))) return events;
  const message = cinIncompleteMessage(missing);
  throw badRequest(message, [{ path: 'status', message }]);
}

export const carDecider: Decider<CarState, CarCommand, CarEvent> = {
  initialState: initialCar,
  evolve: evolveCar,
  decide(command, state) {
    return requireCompleteNoticeOnSale(state, decideCar(command, state));
  },
};

function decideCar(command: CarCommand, state: CarState): CarEvent[] {
    switch (command.type) {
      case 'ListCar':
        return decideListing(CAR, state, command.id, command.fields);
      case 'ChangeCar':
        return decideChanges(CAR, state, command.changes);
      case 'DelistCar':
        return decideDelisting(CAR, state);
      case 'AddCarImage':
        return decideImageChanges(CAR, state, { add: [command.image] });
      case 'RemoveCarImage':
        requireImage(listedOrThrow(state, CAR.noun), command.imageId);
        return decideImageChanges(CAR, state, { remove: [command.imageId] });
      case 'ReorderCarImages':
        return decideImageChanges(CAR, state, { order: command.imageIds });
      case 'ResolveCarConflict':
        return decideConflictResolution(CAR, state, command.resolution, command.values);
      case 'RestoreCar':
        return decideRestore(CAR, state, command.fields, command.images);
    }
}
