// Runs commands on the streams of one kind of vehicle, each inside one append transaction, and answers the vehicle
// as the API shows it. An unknown vehicle is a 404; a client whose version is old gets a 409 with the vehicle now.
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import type { Decider, NewEvent, StoreTransaction } from '../../lib/event-store.ts';
import { VersionConflict } from '../../lib/errors.ts';
import { readVehicle, requireVehicle, type Vehicle, type VehicleReadModel } from './vehicle-read-model.ts';

export interface CommandOptions {
  /** The version the client based its change on (If-Match or `expectedVersion`); absent means no check. */
  expectedVersion?: number | undefined;
  /** Only for imported history (demo seed): when it happened. */
  recordedAt?: Date | undefined;
}

const when = (options: CommandOptions) => (options.recordedAt ? { recordedAt: options.recordedAt } : {});

export function vehicleCommands<F, S, C, E extends NewEvent>(model: VehicleReadModel<F>, decider: Decider<S, C, E>) {
  return {
    /** Lists a new vehicle under the next id of its sequence. */
    list(deps: Deps, caller: Caller, options: CommandOptions, command: (id: number) => C): Promise<Vehicle<F>> {
      return deps.store.transact(async (tx) => {
        const id = await tx.nextId(model.sequence);
        await tx.handle({ streamType: model.streamType, streamId: id, decider, command: command(id), metadata: caller.metadata, ...when(options) });
        return requireVehicle(tx.trx, model, id);
      });
    },

    /**
     * Decides a command on an existing vehicle and appends what it decided (nothing, if nothing changes).
     * Answers the vehicle after the change, or as it was when the command delisted it.
     */
    run(
      deps: Deps,
      id: number,
      caller: Caller,
      options: CommandOptions,
      command: (tx: StoreTransaction, current: Vehicle<F>) => C | Promise<C>,
    ): Promise<Vehicle<F>> {
      return deps.store.transact(async (tx) => {
        const current = await requireVehicle(tx.trx, model, id);
        if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
          throw new VersionConflict(current.version, current);
        }
        await tx.handle({
          streamType: model.streamType,
          streamId: id,
          decider,
          command: await command(tx, current),
          expectedVersion: current.version,
          metadata: caller.metadata,
          ...when(options),
        });
        return (await readVehicle(tx.trx, model, id)) ?? current;
      });
    },
  };
}
