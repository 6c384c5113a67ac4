// The save flow of a vehicle form (SPEC §4), one for cars and campervans: the vehicle first (created, or updated
// against the version the form was based on), then its images, then back to the list. A refusal shows under its
// fields, a 409 shows what the other person changed and offers their version, and every failure says so in a toast.
// What differs between the two is given: the calls, the image step, the words for the images and the list's route.
import { useState } from 'react';

import { useNavigate } from '../../lib/router/hooks.ts';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useDiscardUploads } from '../image-uploader/use-discard-uploads.ts';
import { draftsFromSaved, mainImageUrl, visibleImages, type DraftImage } from '../image-uploader/image-drafts.ts';
import { saveRefusal, type FieldIssue } from '../../lib/version-conflict.ts';
import { isPendingSync } from '../../lib/offline/rows.ts';
import { asOneAction } from '../../lib/offline/actions.ts';
import { useFeedback } from '../../lib/feedback.tsx';

interface SavedVehicle {
  id: number;
  version: number;
}

interface SavedImage {
  id: number;
  imageUrl: string;
  fileId: string | null;
}

/** What an RTK Query mutation answers. */
type Answer<T> = { data: T; error?: undefined } | { data?: undefined; error: FetchBaseQueryError | SerializedError };

/** What the image step reached. */
export interface ImageStep<V> {
  ok: boolean;
  /** The drafts as the server now has them: saved additions carry their ids, saved removals are gone. */
  images: DraftImage[];
  /** Whether anything about the images was sent. */
  changed: boolean;
  /** The vehicle read again after a failed step whose calls had already moved its version on. */
  vehicle?: V;
}

export interface VehicleSaveOptions<V extends SavedVehicle, I extends SavedImage, Values, Body> {
  /** The vehicle as the messages name it: 'car', 'campervan'. */
  noun: string;
  /** The list the form returns to, and how long after a save (so its toasts show first). */
  list: string;
  leaveAfterMs: number;
  /** The saved vehicle and its images in edit mode; absent when adding. */
  vehicle?: V;
  savedImages: I[];
  /** The images to start from instead of the saved ones (a vehicle being added, brought back from the tablet). */
  initialImages?: DraftImage[];
  /** Runs once the vehicle itself is saved (its images may still be on their way). */
  onSaved?: () => void;
  /** Fetches the vehicle and its images afresh (after a conflict, or a restore from its history). */
  reload?: () => Promise<{ vehicle: V; images: I[] }>;
  /** The form's values for a saved vehicle, and the labels of those that differ between two versions. */
  valuesOf: (vehicle: V) => Values;
  changedFields: (before: Values, after: Values) => string[];
  create: (body: Body) => PromiseLike<Answer<V>>;
  /** Sends only the fields the person changed (`body` holds those alone), against the version the form was based on. */
  update: (call: { id: number; version: number; body: Partial<Body> }) => PromiseLike<Answer<V>>;
  /** Saves the image changes of a saved vehicle; `savedOrder` is the ids of its images as the server has them. */
  saveImages: (vehicle: V, drafts: DraftImage[], savedOrder: number[]) => Promise<ImageStep<V>>;
  /** The toast after images were saved, and the words when they were not. */
  imagesSaved: { title: string; description: string };
  imagesFailed: string;
  /** The words for a failure nobody foresaw (SPEC §210 gives cars a general one); otherwise those of a failed add or update. */
  unexpectedFailure?: string;
  /** A refusal's own words for its toast, when it has some (otherwise 'Failed to add … Please try again.'). */
  refusalMessage?: (issues: FieldIssue[]) => string | undefined;
  /** What the save does to the form: the main image's address, a refused field's message, a reloaded vehicle. */
  setMainImage: (imageUrl: string) => void;
  showIssue: (issue: FieldIssue, first: boolean) => void;
  load: (values: Values, imageUrl: string) => void;
}

/**
 * The fields of `body` whose values differ from those the form was loaded with: a change carries what the person
 * changed and nothing else, so a change queued behind another (offline, or behind a clash) never sends again a value
 * it only showed, such as the price the change before it set or a clash has since settled.
 */
export function changesFrom<Body>(body: Body, loaded: unknown): Partial<Body> {
  const before = (loaded ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field]))) as Partial<Body>;
}

const savedIds = (drafts: readonly DraftImage[]) => visibleImages(drafts).filter((d) => !d.isNew).map((d) => d.id);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function useVehicleSave<V extends SavedVehicle, I extends SavedImage, Values, Body>(options: VehicleSaveOptions<V, I, Values, Body>) {
  const { noun, list, valuesOf } = options;
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const discardUploads = useDiscardUploads();
  /** The saved vehicle the next save is based on: its id and version for the call, its values for a conflict's list. */
  const baseOf = (vehicle: V) => ({ id: vehicle.id, version: vehicle.version, values: valuesOf(vehicle) });
  // Once created, a retry after a failed image save updates this vehicle rather than adding a second one. One state,
  // so the version a save is sent against and the values a conflict is compared with never drift apart.
  const [saved, setSaved] = useState(() => (options.vehicle ? baseOf(options.vehicle) : undefined));
  const [images, setImages] = useState(() => options.initialImages ?? draftsFromSaved(options.savedImages));
  const [savedOrder, setSavedOrder] = useState(() => options.savedImages.map((i) => i.id));
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string[] | null>(null);
  const [reloading, setReloading] = useState(false);
  // Saved and on the way back to the list: nothing is left unsaved.
  const [done, setDone] = useState(false);

  const changeImages = (next: DraftImage[]) => {
    setImages(next);
    options.setMainImage(mainImageUrl(next));
  };

  const saveVehicle = async (body: Body) => {
    const answer = saved ? await options.update({ id: saved.id, version: saved.version, body: changesFrom(body, saved.values) }) : await options.create(body);
    if (!answer.error) return { ok: true as const, vehicle: answer.data };
    return { ok: false as const, ...saveRefusal<V>(answer.error) };
  };

  // The vehicle and its photos are one thing the person did: queued offline, they count and show as one change.
  const save = (body: Body) => asOneAction(() => saveAll(body));

  const saveAll = async (body: Body) => {
    setSaving(true);
    setConflict(null);
    let leaving = false;
    try {
      const step = await saveVehicle(body);
      if (!step.ok) {
        if (step.conflict) {
          const theirs = step.conflict.current ? valuesOf(step.conflict.current) : undefined;
          setConflict(theirs && saved ? options.changedFields(saved.values, theirs) : []);
          window.scrollTo({ top: 0, behavior: 'smooth' }); // the message sits under the title
          return;
        }
        const issues = step.issues ?? [];
        issues.forEach((issue, i) => options.showIssue(issue, i === 0));
        const refusal = options.refusalMessage?.(issues);
        notification.error({ title: 'Error', description: refusal ?? `Failed to ${saved ? 'update' : 'add'} ${noun}. Please try again.` });
        return;
      }
      setSaved(baseOf(step.vehicle));
      options.onSaved?.();
      // Kept on the tablet (no network, or behind changes still waiting): say so, not that the server has it.
      const onTablet = isPendingSync(step.vehicle);
      notification.success(
        onTablet
          ? { title: 'Saved on this tablet', description: `The ${noun} is kept on this tablet and will be sent when the network is back.` }
          : { title: 'Success', description: `${capitalised(noun)} has been ${saved ? 'updated' : 'added to inventory'}.` },
      );

      const imageStep = await options.saveImages(step.vehicle, images, savedOrder);
      setImages(imageStep.images);
      setSavedOrder(savedIds(imageStep.images));
      if (!imageStep.ok) {
        notification.error({ title: 'Error', description: options.imagesFailed });
        // The image calls moved the vehicle's version on; a retry must be based on where they left it.
        if (imageStep.vehicle) setSaved(baseOf(imageStep.vehicle));
        return;
      }
      if (imageStep.changed) {
        notification.success(onTablet ? { title: 'Photos kept on this tablet', description: `They will be sent with the ${noun} when the network is back.` } : options.imagesSaved);
      }
      leaving = true;
      setDone(true);
      // Marked as the move after a save, so no unsaved-changes question stops it whatever the form has re-rendered.
      setTimeout(() => navigate(list, { state: { afterSave: true } }), options.leaveAfterMs);
    } catch (error) {
      console.error(`Failed to save ${noun} data`, error);
      notification.error({ title: 'Error', description: options.unexpectedFailure ?? `Failed to ${saved ? 'update' : 'add'} ${noun}. Please try again.` });
    } finally {
      if (!leaving) setSaving(false);
    }
  };

  /** Their version of everything, plus the photos uploaded here that were never saved. */
  const reloadTheirs = async () => {
    if (!options.reload) return;
    setReloading(true);
    try {
      const fresh = await options.reload();
      const kept = images.filter((d) => d.isNew && !d.isDeleted);
      const drafts = [...draftsFromSaved(fresh.images), ...kept];
      options.load(valuesOf(fresh.vehicle), mainImageUrl(drafts));
      setImages(drafts);
      setSavedOrder(fresh.images.map((i) => i.id));
      setSaved(baseOf(fresh.vehicle));
      setConflict(null);
    } catch (error) {
      console.error(`Failed to fetch ${noun}`, error);
      notification.error({ title: 'Error', description: `Failed to fetch ${noun}` });
    } finally {
      setReloading(false);
    }
  };

  return {
    /** Whether the vehicle is saved (so the next save updates it). */
    isSaved: saved !== undefined,
    images,
    changeImages,
    save,
    saving,
    /** The labels of the fields the other person changed, after a 409; null when there is no conflict. */
    conflict,
    reloadTheirs,
    reloading,
    /** Saved, images too, and on the way back to the list. */
    done,
    /** Leaving without saving: uploads no vehicle will use go back out of the media store. */
    leave: () => discardUploads(images),
  };
}
