// The car form's save flow (SPEC §4): the car first (created, or updated against the version the form was based on),
// then its images (new ones added, removed ones deleted, then the order, the first being the main image). Each step
// reports what it reached, so a failed image step leaves the form knowing which images are already saved.
import type { Car, CarCreate } from '@forecourt/contracts/car';
import { visibleImages, type DraftImage } from '../../../components/image-uploader/image-drafts.ts';
import { saveRefusal, type SaveRefusal } from '../../../lib/version-conflict.ts';
import {
  useAddCarImageMutation,
  useCreateCarMutation,
  useDeleteCarImageMutation,
  useReorderCarImagesMutation,
  useUpdateCarMutation,
} from '../car-form-api.ts';

export type CarStepResult = { ok: true; car: Car } | ({ ok: false } & SaveRefusal<Car>);

export interface ImageStepResult {
  ok: boolean;
  /** The drafts as the server now has them: saved additions carry their ids, saved removals are gone. */
  images: DraftImage[];
  /** Whether anything about the images was sent. */
  changed: boolean;
}

export function useCarSave() {
  const [createCar] = useCreateCarMutation();
  const [updateCar] = useUpdateCarMutation();
  const [addCarImage] = useAddCarImageMutation();
  const [deleteCarImage] = useDeleteCarImageMutation();
  const [reorderCarImages] = useReorderCarImagesMutation();

  /** Creates the car, or updates it if it has an id and the version it was read at. */
  async function saveCar(values: CarCreate, saved?: { id: number; version: number }): Promise<CarStepResult> {
    const result = saved ? await updateCar({ id: saved.id, version: saved.version, body: values }) : await createCar(values);
    if (!('error' in result) || !result.error) return { ok: true, car: result.data as Car };
    return { ok: false, ...saveRefusal<Car>(result.error) };
  }

  /**
   * Adds the new images, deletes the removed saved ones, then sets the order when there is more than one.
   * `savedOrder` is the ids of the images as the server had them, to tell whether the order changed.
   */
  async function saveImages(carId: number, drafts: readonly DraftImage[], savedOrder: readonly number[]): Promise<ImageStepResult> {
    let working = [...drafts];
    let changed = false;
    try {
      for (const draft of drafts.filter((d) => d.isNew && !d.isDeleted)) {
        const image = await addCarImage({ carId, imageUrl: draft.imageUrl, fileId: draft.fileId }).unwrap();
        working = working.map((d) => (d.key === draft.key ? { ...d, id: image.id, isNew: false } : d));
        changed = true;
      }
      for (const draft of drafts.filter((d) => d.isDeleted && !d.isNew)) {
        await deleteCarImage({ carId, id: draft.id }).unwrap();
        working = working.filter((d) => d.key !== draft.key);
        changed = true;
      }
      const order = visibleImages(working).map((d) => d.id);
      // The server keeps the saved images in their order and puts additions after them: only another order is sent.
      const added = working.filter((d) => drafts.some((draft) => draft.key === d.key && draft.isNew)).map((d) => d.id);
      const asServerHasIt = [...savedOrder.filter((id) => order.includes(id)), ...added];
      if (order.length > 1 && order.some((id, i) => id !== asServerHasIt[i])) {
        await reorderCarImages({ carId, imageIds: order }).unwrap();
        const before = savedOrder.filter((id) => order.includes(id));
        if (order.filter((id) => before.includes(id)).some((id, i) => id !== before[i])) changed = true;
      }
      return { ok: true, images: working, changed };
    } catch (error) {
      console.error('Failed to save car images', error);
      return { ok: false, images: working, changed };
    }
  }

  return { saveCar, saveImages };
}
