// The car's part of the form's save flow (SPEC §4): its create and update calls, and its image step (new images
// added, removed ones deleted, then the order, the first being the main image). The step reports what it reached, so
// a failed one leaves the form knowing which images are already saved and on which version the car now stands.
import type { Car, CarCreate } from '@forecourt/contracts/car';
import { visibleImages, type DraftImage } from '../../../components/image-uploader/image-drafts.ts';
import type { ImageStep } from '../../../components/vehicle-form/use-vehicle-save.ts';
import {
  useAddCarImageMutation,
  useCreateCarMutation,
  useDeleteCarImageMutation,
  useLazyGetCarQuery,
  useReorderCarImagesMutation,
  useUpdateCarMutation,
} from '../car-form-api.ts';

export function useCarSave() {
  const [createCar] = useCreateCarMutation();
  const [updateCar] = useUpdateCarMutation();
  const [addCarImage] = useAddCarImageMutation();
  const [deleteCarImage] = useDeleteCarImageMutation();
  const [reorderCarImages] = useReorderCarImagesMutation();
  const [fetchCar] = useLazyGetCarQuery();

  /**
   * Adds the new images, deletes the removed saved ones, then sets the order when there is more than one.
   * `savedOrder` is the ids of the images as the server had them, to tell whether the order changed.
   */
  async function saveImages(car: Car, drafts: readonly DraftImage[], savedOrder: readonly number[]): Promise<ImageStep<Car>> {
    const carId = car.id;
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
      // Each image call moved the car's version on: the retry must be based on where they left it.
      const fresh = await fetchCar(carId).unwrap().catch(() => undefined);
      return { ok: false, images: working, changed, vehicle: fresh };
    }
  }

  return { create: (body: CarCreate) => createCar(body), update: updateCar, saveImages };
}
