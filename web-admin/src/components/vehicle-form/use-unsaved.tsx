// What a vehicle form does about work not yet saved, the same for cars and campervans: a vehicle being added is kept
// on the tablet as it is typed and comes back after a reload (with a notice and a way to discard it), and leaving
// with anything unsaved asks first (useLeaveGuard). Saving, discarding or leaving anyway forgets the kept draft.
import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useCurrentUser } from '../../lib/session-api.ts';
import type { DraftImage } from '../image-uploader/image-drafts.ts';
import { dropDraft, keepDraft, readDraft, type FormDraft } from './form-draft.ts';
import { useLeaveGuard } from './use-leave-guard.tsx';

/** The draft of a vehicle being added, read once as the form opens (nothing when editing a saved one). */
export function useRestoredDraft<Values>(kind: string, adding: boolean): FormDraft<Values> | undefined {
  const { user } = useCurrentUser();
  const [restored] = useState(() => (adding ? readDraft<Values>(kind, user?.id) : undefined));
  return restored;
}

interface Options<Values extends FieldValues> {
  kind: 'car' | 'campervan';
  /** Whether the form adds a vehicle not saved yet (only those are kept on the tablet). */
  adding: boolean;
  restored: FormDraft<Values> | undefined;
  control: Control<Values>;
  isDirty: boolean;
  images: DraftImage[];
  /** Saved and on the way back to the list. */
  done: boolean;
  /** Takes unsaved uploads back out of the media store. */
  leave: () => void;
  /** Starts the form again empty (after the kept draft is discarded). */
  startAgain: () => void;
}

export function useUnsaved<Values extends FieldValues>({ kind, adding, restored, control, isDirty, images, done, leave, startAgain }: Options<Values>) {
  const { user } = useCurrentUser();
  const values = useWatch({ control }) as Values;
  const [fromDraft, setFromDraft] = useState(restored !== undefined);
  const changed = isDirty || images.some((image) => image.isNew || image.isDeleted);
  const unsaved = !done && (changed || (adding && fromDraft));

  useEffect(() => {
    if (adding && !done && changed) keepDraft(kind, user?.id, { values, images });
  }, [adding, done, changed, kind, user?.id, values, images]);

  const forget = () => dropDraft(kind, user?.id);
  const guard = useLeaveGuard({
    dirty: unsaved,
    words: adding ? `The ${kind} you are adding is not saved. If you leave, it is lost.` : `Your changes to this ${kind} are not saved. If you leave, they are lost.`,
    onLeave: () => {
      leave();
      forget();
    },
    // A vehicle being added is kept on the tablet: a reload brings it back, so only an edit asks before one.
    askOnUnload: !adding,
  });

  const notice =
    adding && fromDraft ? (
      <Alert
        type="info"
        showIcon
        role="status"
        title={`The ${kind} you were adding is back, as it was kept on this tablet.`}
        description="Finish and save it, or discard it to start again."
        action={
          <Button
            onClick={() => {
              leave();
              forget();
              setFromDraft(false);
              startAgain();
            }}
          >
            Discard it
          </Button>
        }
        style={{ marginBottom: 16 }}
      />
    ) : null;

  return {
    /** Render once: the question before leaving. */
    guard,
    /** Render above the form: says a kept draft came back. */
    notice,
    /** For the save: the vehicle is saved, so its kept draft goes. */
    forget,
  };
}
