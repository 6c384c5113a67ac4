// Campervans for hire and their images: one function per use case. Reads are public; changes need an
// administrator (SPEC §6: others see Access Denied on the campervan screens).
import {
  CAMPERVAN_PAGE_SIZE,
  asOfQuerySchema,
  campervanCreateSchema,
  campervanImageBatchSchema,
  campervanImageCreateSchema,
  campervanUpdateSchema,
  parsePriceRange,
  restoreSchema,
  type Campervan,
  type CampervanImage,
  type CampervanListQuery,
  type Page,
  type VehicleHistory,
} from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { requireAdmin } from '../../lib/auth/authorize.ts';
import { badRequest } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { parseResolution, resolvedAgainst } from '../vehicles/conflict-resolution.ts';
import { vehicleCommands, type CommandOptions } from '../vehicles/vehicle-commands.ts';
import { listVehicles, within } from '../vehicles/vehicle-list.ts';
import { readImages, requireImageAnswer, requireVehicle } from '../vehicles/vehicle-read-model.ts';
import { readVehicleAsOf, readVehicleHistory, readYard } from '../vehicles/vehicle-timeline.ts';
import { campervanDecider, type BatchImage } from '@forecourt/domain/campervans/campervans.decider';
import { CAMPERVAN } from '@forecourt/domain/campervans/campervans.events';
import { CAMPERVANS } from './campervans.projection.ts';

const campervans = vehicleCommands(CAMPERVANS, CAMPERVAN, campervanDecider);

/** Newest first; `berths` matches exactly (the filter offers 2, 4 and 6); the day-price range is inclusive. */
export function listCampervans(deps: Deps, query: CampervanListQuery): Promise<Campervan[] | Page<Campervan>> {
  const range = query.priceRange ? parsePriceRange(query.priceRange) : undefined;
  return listVehicles(
    deps.db,
    CAMPERVANS,
    (q) => {
      // Sleeps at least that many: asking for 4 also finds the 6-berth.
      if (query.berths !== undefined) q.where('berths', '>=', query.berths);
      if (query.status) q.where({ status: query.status });
      if (range) within(q, 'price_per_day', range);
    },
    query,
    CAMPERVAN_PAGE_SIZE,
  );
}

export const getCampervan = (deps: Deps, id: number): Promise<Campervan> => requireVehicle(deps.db, CAMPERVANS, id);

/**
 * GET /api/campervans/:id with its query: the campervan now (public), or with `asOf` as it stood then, rebuilt from
 * the log, for administrators (404 when it was not on the books then).
 */
export function getCampervanAt(deps: Deps, id: number, query: unknown, caller: Caller): Promise<Campervan> {
  const { asOf } = parse(asOfQuerySchema, query);
  if (!asOf) return getCampervan(deps, id);
  requireAdmin(caller.user);
  return readVehicleAsOf(deps, CAMPERVANS, campervanDecider, id, asOf);
}

/** GET /api/campervans?asOf= (the fleet as it stood then) or ?removed=true (those taken off it). Administrators only. */
export function listCampervansFromLog(deps: Deps, query: unknown, caller: Caller) {
  return readYard(deps, CAMPERVANS, campervanDecider, query, () => requireAdmin(caller.user));
}

/** Every change of the campervan, newest first, with field changes; deleted ones too. Administrators only. */
export function getCampervanHistory(deps: Deps, id: number, caller: Caller): Promise<VehicleHistory> {
  requireAdmin(caller.user);
  return readVehicleHistory(deps, CAMPERVANS, campervanDecider, id);
}

export function listCampervan(deps: Deps, input: unknown, caller: Caller, options: CommandOptions = {}): Promise<Campervan> {
  requireAdmin(caller.user);
  const fields = parse(campervanCreateSchema, input);
  return campervans.list(deps, caller, options, (id) => ({ type: 'ListCampervan', id, fields }));
}

/**
 * Changes the fields given; the same values again change nothing and append nothing. Based on an older version, only
 * the client's own edits apply over newer changes, and a clash is refused with each clashing field (409).
 */
export function changeCampervan(deps: Deps, id: number, input: unknown, caller: Caller, options: CommandOptions = {}): Promise<Campervan> {
  requireAdmin(caller.user);
  const changes = parse(campervanUpdateSchema, input);
  return campervans.change(deps, id, caller, options, changes, (mine) => ({ type: 'ChangeCampervan', changes: mine }));
}

/** Records how an administrator resolved a clash on the version they resolved it against, and sets the values kept. */
export function resolveCampervanConflict(deps: Deps, id: number, input: unknown, caller: Caller, version: number | undefined): Promise<Campervan> {
  requireAdmin(caller.user);
  const { resolution, values } = parseResolution(input, campervanUpdateSchema, Object.keys(CAMPERVANS.columns), 'campervan');
  return campervans.runOnVersion(deps, id, caller, resolvedAgainst(version), { type: 'ResolveCampervanConflict', resolution, values });
}

/** Brings back the campervan as it was at `version` (a deleted one too), by appending events; answers it. */
export function restoreCampervan(deps: Deps, id: number, input: unknown, caller: Caller, options: CommandOptions = {}): Promise<Campervan> {
  requireAdmin(caller.user);
  const { version } = parse(restoreSchema, input);
  return campervans.restore(deps, id, caller, options, version, (fields, images) => ({ type: 'RestoreCampervan', fields, images }));
}

export async function delistCampervan(deps: Deps, id: number, caller: Caller, options: CommandOptions = {}): Promise<void> {
  requireAdmin(caller.user);
  await campervans.run(deps, id, caller, options, () => ({ type: 'DelistCampervan' }));
}

export async function listCampervanImages(deps: Deps, campervanId: number): Promise<CampervanImage[]> {
  await requireVehicle(deps.db, CAMPERVANS, campervanId);
  return readImages(deps.db, CAMPERVANS, campervanId);
}

/** Adds an image at the end of the list; the first image of a campervan becomes its main image. */
export async function addCampervanImage(deps: Deps, input: unknown, caller: Caller, options: CommandOptions = {}): Promise<CampervanImage> {
  requireAdmin(caller.user);
  const { campervanId, imageUrl, fileId, transformType, transformParams } = parse(campervanImageCreateSchema, input);
  let imageId = 0;
  await campervans.run(deps, campervanId, caller, options, async (tx) => {
    imageId = await tx.nextId(CAMPERVANS.imageSequence);
    const image = { id: imageId, imageUrl, fileId: fileId ?? null, transformType: transformType ?? null, transformParams: transformParams ?? null };
    return { type: 'AddCampervanImage', image };
  });
  return requireImageAnswer(deps.db, CAMPERVANS, imageId);
}

export async function removeCampervanImage(deps: Deps, imageId: number, caller: Caller, options: CommandOptions = {}): Promise<void> {
  requireAdmin(caller.user);
  const { campervanId } = await requireImageAnswer(deps.db, CAMPERVANS, imageId);
  await campervans.run(deps, campervanId, caller, options, () => ({ type: 'RemoveCampervanImage', imageId }));
}

/**
 * Saves the image list as the form holds it, in one append: new images are added, saved ones marked deleted are
 * removed, and the rest take the order given (the first is the main image). Based on an older version, images removed
 * meanwhile are passed over and images added meanwhile by others follow the ones the form holds.
 */
export async function saveCampervanImages(deps: Deps, campervanId: number, input: unknown, caller: Caller, options: CommandOptions = {}) {
  requireAdmin(caller.user);
  const batch = parse(campervanImageBatchSchema, input);
  if (batch.campervanId !== undefined && batch.campervanId !== campervanId) {
    const message = 'campervanId does not match the campervan being saved';
    throw badRequest(message, [{ path: 'campervanId', message }]);
  }
  const campervan = await campervans.run(deps, campervanId, caller, options, async (tx) => {
    const images: BatchImage[] = [];
    for (const item of batch.images) {
      if (item.isNew && item.isDeleted) continue; // uploaded, then dropped before saving: never part of the list
      if (!item.isNew) {
        images.push({ kind: item.isDeleted ? 'remove' : 'keep', id: item.id });
        continue;
      }
      const id = await tx.nextId(CAMPERVANS.imageSequence);
      const { imageUrl, fileId, transformType, transformParams } = item;
      images.push({ kind: 'new', image: { id, imageUrl, fileId: fileId ?? null, transformType: transformType ?? null, transformParams: transformParams ?? null } });
    }
    return { type: 'SaveCampervanImages', images };
  });
  return { campervanId, version: campervan.version, images: await readImages(deps.db, CAMPERVANS, campervanId) };
}
