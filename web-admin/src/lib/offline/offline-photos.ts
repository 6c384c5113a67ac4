// Photos taken or chosen with no network: kept on the tablet as they are and queued for upload, to go first when the
// network returns (the changes that use them wait for them). Until then the screens show them from the tablet.
import { useEffect, useState } from 'react';
import { mediaUrl, type UploadResult } from '@forecourt/contracts/media';
import { newId } from '../device.ts';
import { describeChange } from './describe-change.ts';
import { enqueue, photoOf } from './outbox.ts';
import { isLocalFileId, newLocalFileId } from './outbox-entry.ts';
import { signedInUser } from './signed-in.ts';

async function sizeOf(file: Blob): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}

/** Keeps the photo and queues its upload; answers as an upload would, under a stand-in file id ('local-…'). */
export async function queuePhoto(file: File): Promise<UploadResult> {
  const user = signedInUser();
  if (!user) throw new Error('Sign in to add photos');
  const localFileId = newLocalFileId(newId());
  await enqueue(
    {
      id: newId(),
      userId: user.id,
      deviceTime: new Date().toISOString(),
      method: 'POST',
      url: '/upload',
      localFileId,
      label: describeChange('POST', '/upload', undefined, undefined, undefined, file.name),
    },
    { blob: file, name: file.name },
  );
  return { url: mediaUrl(localFileId), fileId: localFileId, ...(await sizeOf(file)) };
}

/** The address to show a photo at: ours as given, or for one still on the tablet, the photo itself. */
export function usePhotoUrl(fileId: string | null, url: string): string {
  const local = isLocalFileId(fileId);
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!local || !fileId) return;
    let made: string | undefined;
    let cancelled = false;
    void photoOf(fileId).then((blob) => {
      if (cancelled || !blob) return;
      made = URL.createObjectURL(blob);
      setObjectUrl(made);
    });
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileId, local]);
  return local ? (objectUrl ?? '') : url;
}
