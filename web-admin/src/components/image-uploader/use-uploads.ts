// The uploads under way in one uploader: refuses what the browser can tell is wrong, sends the rest two at a time,
// tracks each file's progress, and hands the finished images over in the order they were chosen.
import { useEffect, useRef, useState } from 'react';

import { newId } from '../../lib/device.ts';
import { draftFromUpload, type DraftImage } from './image-drafts.ts';
import { UPLOAD_FAILED, eachLimited, refusalOf, uploadImage, type UploadHandle } from './upload.ts';
import { useFeedback } from '../../lib/feedback.tsx';

export interface PendingUpload {
  key: string;
  name: string;
  percent: number;
}

const PARALLEL_UPLOADS = 2;

export function useUploads(onUploaded: (drafts: DraftImage[]) => void) {
  const { notification } = useFeedback();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const handles = useRef(new Set<UploadHandle>());
  const alive = useRef(true);
  const deliver = useRef(onUploaded);
  deliver.current = onUploaded;

  useEffect(() => {
    alive.current = true;
    const inFlight = handles.current;
    return () => {
      // Leaving the form stops what is still going out; nothing arrives into a form that is gone.
      alive.current = false;
      inFlight.forEach((h) => h.abort());
    };
  }, []);

  const setPercent = (key: string, percent: number) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, percent } : p)));

  function start(files: readonly File[]) {
    const batch: { file: File; key: string }[] = [];
    for (const file of files) {
      const refusal = refusalOf(file);
      if (refusal) notification.error({ title: 'Upload failed', description: `${file.name}: ${refusal}` });
      else batch.push({ file, key: newId() });
    }
    if (batch.length === 0) return;
    setPending((list) => [...list, ...batch.map(({ file, key }) => ({ key, name: file.name, percent: 0 }))]);

    // undefined: still going; null: failed. Finished images are handed over once all before them have settled.
    const results: (DraftImage | null | undefined)[] = batch.map(() => undefined);
    let handedOver = 0;
    const handOver = () => {
      const ready: DraftImage[] = [];
      const settledKeys = new Set<string>();
      while (handedOver < batch.length && results[handedOver] !== undefined) {
        const result = results[handedOver];
        if (result) ready.push(result);
        settledKeys.add(batch[handedOver]!.key);
        handedOver += 1;
      }
      if (!alive.current) return;
      if (settledKeys.size) setPending((list) => list.filter((p) => !settledKeys.has(p.key)));
      if (ready.length) deliver.current(ready);
    };

    void eachLimited(batch.map((_, i) => i), PARALLEL_UPLOADS, async (i) => {
      const { file, key } = batch[i]!;
      const handle = uploadImage(file, (percent) => alive.current && setPercent(key, Math.min(percent, 99)));
      handles.current.add(handle);
      try {
        const result = await handle.done;
        results[i] = draftFromUpload(result, key);
        if (alive.current) notification.success({ title: 'Image uploaded', description: file.name });
      } catch (error) {
        results[i] = null;
        const message = error instanceof Error && error.message !== 'aborted' ? error.message : undefined;
        if (alive.current && message !== undefined) {
          notification.error({ title: 'Upload failed', description: message === UPLOAD_FAILED ? message : `${file.name}: ${message}` });
        }
      } finally {
        handles.current.delete(handle);
      }
      handOver();
    });
  }

  return { pending, start };
}
