// Decides on car commands: list, change (only what changed), delist, add, remove or reorder its images, record
// a resolved clash, and restore an older version.
import type { CarFields, CarUpdate, ConflictResolution } from '@forecourt/contracts';
import type { Decider } from '../../lib/event-store.ts';
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

export const carDecider: Decider<CarState, CarCommand, CarEvent> = {
  initialState: initialCar,
  evolve: evolveCar,
  decide(command, state) {
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
  },
};
