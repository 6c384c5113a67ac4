// Leaving a form with unsaved changes asks first: a move within the app (the menu, Back, Cancel, a link, the
// browser's Back) waits on 'Leave without saving?', and closing or reloading the page gets the browser's own question.
// Leaving anyway runs `onLeave` (uploads no vehicle will use go back out of the media store, a kept draft goes). The
// move back to the list after a save (marked `afterSave` in its state) is never stopped.
import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { Dialog } from '../Dialog.tsx';
import { useBlocker } from '../../lib/router/hooks.ts';

interface Options {
  /** Whether there is anything unsaved. */
  dirty: boolean;
  /** What is lost, for the question: 'Your changes to this car are not saved. If you leave, they are lost.' */
  words: string;
  /** Runs when the person leaves without saving. */
  onLeave: () => void;
  /** Whether a reload or closing the page should ask too (not when the form is kept on the tablet anyway). */
  askOnUnload?: boolean;
}

export function useLeaveGuard({ dirty, words, onLeave, askOnUnload = true }: Options) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !(nextLocation.state as { afterSave?: boolean } | null)?.afterSave &&
      // A form is its address's path; its query is only how it is shown (a vehicle's ?tab=history), so a move that
      // keeps the path (to the History tab and back) does not leave it.
      currentLocation.pathname !== nextLocation.pathname,
  );
  const leave = useRef(onLeave);
  leave.current = onLeave;

  useEffect(() => {
    if (!dirty || !askOnUnload) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, askOnUnload]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      what="The question"
      open={blocked}
      title="Leave without saving?"
      onCancel={() => blocker.reset?.()}
      destroyOnHidden
      footer={[
        <Button key="stay" type="primary" onClick={() => blocker.reset?.()} style={{ minHeight: 44 }}>
          Stay
        </Button>,
        <Button
          key="leave"
          danger
          style={{ minHeight: 44 }}
          onClick={() => {
            leave.current();
            blocker.proceed?.();
          }}
        >
          Leave without saving
        </Button>,
      ]}
    >
      <p style={{ margin: 0 }}>{words}</p>
    </Dialog>
  );
}
