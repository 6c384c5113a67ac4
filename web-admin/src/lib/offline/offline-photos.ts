// Photos taken or chosen with no network: kept on the tablet as they are and queued for upload, to go first when the
// network returns (the changes that use them wait for them). Until then the screens show them from the tablet.
import { useEffect, useState } from 'react';
import { mediaUrl, type UploadResult } from '@forecourt/contracts/media';
import { newId } from '../device.ts';
import { describeChange } from './describe-change.ts';
import { enqueue, photoOf } from './outbox.ts';
import { isLocalFileId, newLocalFileId, type QueuedCommand, type UploadPhoto } from './queued-command.ts';
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

/** The command that uploads a photo: its stand-in file id ('local-…') is what the screens use until it is sent. */
export const uploadCommand = (name: string): QueuedCommand & { command: UploadPhoto } => {
  const localFileId = newLocalFileId(newId());
  return { stream: 'upload', streamId: localFileId, command: { type: 'UploadPhoto', localFileId, name } };
};

/** Keeps the photo and queues its upload under the command id it was (or would have been) sent with; answers as an upload would. */
export async function queuePhoto(queued: QueuedCommand & { command: UploadPhoto }, file: Blob, commandId: string): Promise<UploadResult> {
  const user = signedInUser();
  if (!user) throw new Error('Sign in to add photos');
  const { localFileId, name } = queued.command;
  await enqueue(
    { ...queued, id: commandId, userId: user.id, deviceTime: new Date().toISOString(), label: describeChange(queued) },
    { blob: file, name },
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
