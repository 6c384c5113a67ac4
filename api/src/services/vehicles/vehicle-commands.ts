// Runs commands on the streams of one kind of vehicle, each inside one append transaction, and answers the vehicle
// as the API shows it. An unknown vehicle is a 404. A command based on an older version (a tablet's queued edit) is
// decided again on the vehicle as it is now; a change is merged field by field and refused (409) only where it
// clashes with what changed since. A version the vehicle never had is a plain 409 with the vehicle now. Restoring
// an older version appends the events that bring it back, also for a deleted vehicle.
import { foldStream, type Decider, type NewEvent } from '@forecourt/domain/decider';
import { rebaseFields, sameValue, staleBaseVersion } from '@forecourt/domain/vehicles/field-rebase';
import type { VehicleKind } from '@forecourt/domain/vehicles/vehicle-decisions';
import type { VehicleFields, VehicleState } from '@forecourt/domain/vehicles/vehicle-events';
import type { VehicleImage } from '@forecourt/domain/vehicles/vehicle-images';
import { vehicleRows } from '@forecourt/domain/vehicles/vehicle-rows';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import type { LoadedStream, StoreTransaction } from '../../lib/event-store.ts';
import { badRequest, FieldClashConflict, notFound, VersionConflict } from '../../lib/errors.ts';
import type { Vehicle, VehicleReadModel } from './vehicle-read-model.ts';

export interface CommandOptions {
  /** The version the client based its change on (If-Match or `expectedVersion`); absent means no check. */
  expectedVersion?: number | undefined;
  /** Only for imported history (demo seed): when it happened. */
  recordedAt?: Date | undefined;
}


const sameImage = (a: VehicleImage, b: VehicleImage) =>
  a.imageUrl === b.imageUrl && a.fileId === b.fileId && a.transformType === b.transformType && sameValue(a.transformParams, b.transformParams);

/**
 * The image list a restore wants: each image of the old version, as the vehicle still has it (the same id, else an
 * image with the same picture that has no match yet), or under a fresh id. Ids are never used twice.
 */
async function imagesToRestore(tx: StoreTransaction, sequence: string, wanted: readonly VehicleImage[], now: readonly VehicleImage[]) {
  const nowIds = new Set(now.map((image) => image.id));
  const taken = new Set(wanted.filter((image) => nowIds.has(image.id)).map((image) => image.id));
  const images: VehicleImage[] = [];
  for (const image of wanted) {
    if (nowIds.has(image.id)) {
      images.push(image);
      continue;
    }
    const twin = now.find((candidate) => !taken.has(candidate.id) && sameImage(candidate, image));
    if (twin) taken.add(twin.id);
    images.push(twin ?? { ...image, id: await tx.nextId(sequence) });
  }
  return images;
}

export function vehicleCommands<P extends string, F extends VehicleFields, PK extends keyof F, K extends string, C, E extends NewEvent>(
  model: VehicleReadModel<F, K>,
  kind: VehicleKind<P, F, PK, K>,
  decider: Decider<VehicleState<F>, C, E>,
) {
  /** The vehicle as the API shows it: the domain's rows of the stream's state; none when it is not listed. */
  const recordOf = (stream: LoadedStream<VehicleState<F>>): Vehicle<F> | undefined =>
    vehicleRows(kind, stream.state, {
      version: stream.version,
      createdAt: (stream.createdAt ?? new Date(0)).toISOString(),
      updatedAt: (stream.updatedAt ?? new Date(0)).toISOString(),
    })?.record;

  /** The stream of a listed vehicle, and the vehicle as it is; 404 for one never listed or deleted. */
  async function loadListed(tx: StoreTransaction, id: number) {
    const stream = await tx.load(model.streamType, id, decider);
    const current = recordOf(stream);
    if (!current) throw notFound(`${model.noun} not found`);
    return { stream, current };
  }

  /** Decides the command on the stream as loaded and appends what it decided; answers the vehicle after it. */
  async function decideNow(tx: StoreTransaction, stream: LoadedStream<VehicleState<F>>, current: Vehicle<F>, caller: Caller, options: CommandOptions, command: C) {
    await tx.decide(stream, decider, command, caller.metadata, options.recordedAt);
    // Gone after the command: it delisted the vehicle, which is answered as it was.
    return recordOf(stream) ?? current;
  }

  return {
    /** Lists a new vehicle under the next id of its sequence. */
    list(deps: Deps, caller: Caller, options: CommandOptions, command: (id: number) => C): Promise<Vehicle<F>> {
      return deps.store.transactOnStream(async (tx) => {
        const id = await tx.nextId(model.sequence);
        const stream = await tx.load(model.streamType, id, decider);
        await tx.decide(stream, decider, command(id), caller.metadata, options.recordedAt);
        const listed = recordOf(stream);
        if (!listed) throw notFound(`${model.noun} not found`);
        return listed;
      });
    },

    /**
     * Decides a command on an existing vehicle as it is now (also when the client's version is older: delisting,
     * image changes) and appends what it decided (nothing, if nothing changes).
     */
    run(
      deps: Deps,
      id: number,
      caller: Caller,
      options: CommandOptions,
      command: (tx: StoreTransaction, current: Vehicle<F>) => C | Promise<C>,
    ): Promise<Vehicle<F>> {
      return deps.store.transactOnStream(async (tx) => {
        const { stream, current } = await loadListed(tx, id);
        staleBaseVersion(options.expectedVersion, stream.version, current);
        return decideNow(tx, stream, current, caller, options, await command(tx, current));
      });
    },

    /**
     * Changes fields. Based on an older version, only the fields the client really changed (those that differ from
     * that version) apply, on top of what others changed since; a field both sides changed to different values
     * refuses the whole change (409 naming every clash) and nothing is written.
     */
    change(
      deps: Deps,
      id: number,
      caller: Caller,
      options: CommandOptions,
      changes: Partial<F>,
      command: (changes: Partial<F>) => C,
    ): Promise<Vehicle<F>> {
      return deps.store.transactOnStream(async (tx) => {
        const { stream, current } = await loadListed(tx, id);
        const baseVersion = staleBaseVersion(options.expectedVersion, stream.version, current);
        let mine = changes;
        if (baseVersion !== undefined) {
          const base = foldStream(decider, await tx.readStream(model.streamType, id), baseVersion);
          const now = stream.state;
          if (base.stage !== 'listed' || now.stage !== 'listed') throw new VersionConflict(stream.version, current);
          const rebased = rebaseFields(base.fields, now.fields, changes);
          if (rebased.clashes) {
            throw new FieldClashConflict(model.noun.toLowerCase(), stream.version, current, baseVersion, rebased.clashes);
          }
          mine = rebased.changes;
        }
        return decideNow(tx, stream, current, caller, options, command(mine));
      });
    },

    /**
     * A command valid only on the version the client saw (recording a resolved clash): any other version is a plain
     * 409 with the vehicle now, so the client can show the clash again.
     */
    runOnVersion(deps: Deps, id: number, caller: Caller, version: number, command: C): Promise<Vehicle<F>> {
      return deps.store.transactOnStream(async (tx) => {
        const { stream, current } = await loadListed(tx, id);
        if (version !== stream.version) throw new VersionConflict(stream.version, current);
        return decideNow(tx, stream, current, caller, {}, command);
      });
    },

    /**
     * Brings back the state of `version` by appending events (never rewriting): the fields that differ and the images
     * (set and order), or, for a deleted vehicle, a relisting and its images. The current state again appends nothing.
     * A version the vehicle never had is a 400; one that is its deletion cannot be restored (400). Like a delisting it
     * acts on the vehicle as it is now, whatever version the client saw, except a version it never had (409).
     */
    restore(
      deps: Deps,
      id: number,
      caller: Caller,
      options: CommandOptions,
      version: number,
      command: (fields: F, images: VehicleImage[]) => C,
    ): Promise<Vehicle<F>> {
      return deps.store.transactOnStream(async (tx) => {
        const stream = await tx.load(model.streamType, id, decider);
        if (stream.version === 0) throw notFound(`${model.noun} not found`);
        staleBaseVersion(options.expectedVersion, stream.version, recordOf(stream) ?? null);
        const noun = model.noun.toLowerCase();
        const refuse = (message: string) => badRequest(message, [{ path: 'version', message }]);
        if (version > stream.version) throw refuse(`There is no version ${version} of this ${noun}`);
        const target = foldStream(decider, await tx.readStream(model.streamType, id), version);
        if (target.stage !== 'listed') throw refuse(`Version ${version} of this ${noun} is its deletion; choose a version before it`);
        const now = stream.state;
        const images = await imagesToRestore(tx, model.imageSequence, target.images, now.stage === 'listed' ? now.images : []);
        await tx.decide(stream, decider, command(target.fields, images), caller.metadata, options.recordedAt);
        const restored = recordOf(stream);
        if (!restored) throw notFound(`${model.noun} not found`);
        return restored;
      });
    },
  };
}
