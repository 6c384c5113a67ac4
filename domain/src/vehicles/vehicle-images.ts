// The ordered image list of a vehicle, car or campervan alike: its events, how they evolve the list, and the one
// decision that adds, removes and orders images. Both kinds use it, so the rules read the same for both.
import { badRequest } from '../errors.ts';

/** One image of a vehicle; its place in the list is its position (the first is the main image). */
export interface VehicleImage {
  id: number;
  imageUrl: string;
  fileId: string | null;
  transformType: string | null;
  transformParams: Record<string, unknown> | null;
}

export interface ImageAddedData {
  imageId: number;
  imageUrl: string;
  fileId: string | null;
  transformType: string | null;
  transformParams: Record<string, unknown> | null;
}

/** Image events of a kind of vehicle: `CarImageAdded`, `CampervanImagesReordered` … (names are stored; never change). */
export type ImageEvent<P extends string> =
  | { type: `${P}ImageAdded`; data: ImageAddedData }
  | { type: `${P}ImageRemoved`; data: { imageId: number } }
  /** The whole list in its new order, so replaying it needs nothing else. */
  | { type: `${P}ImagesReordered`; data: { imageIds: number[] } };

/** What one command does to the list: new images (ids already given), saved images to remove, the order wanted. */
export interface ImagePlan {
  add?: readonly VehicleImage[];
  remove?: readonly number[];
  /** Ids in the order wanted; images left out keep their relative order after the named ones. */
  order?: readonly number[];
}

export function evolveImages(images: readonly VehicleImage[], event: { type: string; data: object }): VehicleImage[] {
  if (event.type.endsWith('ImageAdded')) {
    const { imageId, ...rest } = event.data as ImageAddedData;
    return [...images, { id: imageId, ...rest }];
  }
  if (event.type.endsWith('ImageRemoved')) {
    const { imageId } = event.data as { imageId: number };
    return images.filter((image) => image.id !== imageId);
  }
  if (event.type.endsWith('ImagesReordered')) {
    const byId = new Map(images.map((image) => [image.id, image]));
    return (event.data as { imageIds: number[] }).imageIds.flatMap((id) => byId.get(id) ?? []);
  }
  return [...images];
}

/**
 * Decides the image events of a plan: removals first, then additions (at the end), then one reorder if the wanted
 * order differs from where that leaves the list. An id that was never an image of this vehicle is refused (400); one
 * it had and lost (removed by someone else since the change was made) is passed over, in removals and in the order.
 */
export function decideImages<P extends string>(
  prefix: P,
  noun: string,
  images: readonly VehicleImage[],
  plan: ImagePlan,
  removedBefore: readonly number[] = [],
): { events: ImageEvent<P>[]; images: VehicleImage[] } {
  const notOurs = (id: number) => {
    const message = `Image ${id} is not an image of this ${noun}`;
    return badRequest(message, [{ path: 'images', message }]);
  };
  const saved = new Set(images.map((image) => image.id));
  const gone = new Set(removedBefore);
  const removed = new Set<number>();
  for (const id of plan.remove ?? []) {
    if (saved.has(id)) removed.add(id);
    else if (!gone.has(id)) throw notOurs(id);
  }

  const events: ImageEvent<P>[] = [];
  for (const id of removed) events.push({ type: `${prefix}ImageRemoved`, data: { imageId: id } } as ImageEvent<P>);
  for (const { id, ...rest } of plan.add ?? []) {
    events.push({ type: `${prefix}ImageAdded`, data: { imageId: id, ...rest } } as ImageEvent<P>);
  }
  let list = [...images.filter((image) => !removed.has(image.id)), ...(plan.add ?? [])];

  if (plan.order) {
    const byId = new Map(list.map((image) => [image.id, image]));
    const named = new Set<number>();
    const toRemove = new Set(plan.remove ?? []);
    for (const id of plan.order) {
      const message = toRemove.has(id) ? `Image ${id} cannot be both kept and removed` : named.has(id) ? `Image ${id} is listed twice` : undefined;
      if (message) throw badRequest(message, [{ path: 'images', message }]);
      if (!byId.has(id) && !gone.has(id)) throw notOurs(id);
      named.add(id);
    }
    const ordered = [...plan.order.flatMap((id) => byId.get(id) ?? []), ...list.filter((image) => !named.has(image.id))];
    if (ordered.some((image, i) => image.id !== list[i]?.id)) {
      events.push({ type: `${prefix}ImagesReordered`, data: { imageIds: ordered.map((image) => image.id) } } as ImageEvent<P>);
      list = ordered;
    }
  }
  return { events, images: list };
}
