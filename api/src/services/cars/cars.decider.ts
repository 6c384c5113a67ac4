// Decides on car commands: list, change (only what changed), delist, and add, remove or reorder its images.
import type { CarFields, CarUpdate } from '@forecourt/contracts';
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
import { CAR, evolveCar, initialCar, type CarEvent, type CarState } from './cars.events.ts';

export type CarCommand =
  | { type: 'ListCar'; id: number; fields: CarFields }
  | { type: 'ChangeCar'; changes: CarUpdate }
  | { type: 'DelistCar' }
  | { type: 'AddCarImage'; image: VehicleImage }
  | { type: 'RemoveCarImage'; imageId: number }
  /** Main image first; images not named keep their order after the named ones. */
  | { type: 'ReorderCarImages'; imageIds: number[] };

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
    }
  },
};
