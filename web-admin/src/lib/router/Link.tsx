// Links within the staff app: a real <a href> (the keyboard, screen readers, a new tab with a modifier key or the
// middle button), and a plain click moves within the app without loading the page again.
//
// The move is a React transition: the tap is answered in its own frame (the link's focus, a drawer closing), and the
// next screen, a render of a tenth of a second or more on the yard's tablet, is drawn after that paint in slices that
// leave the tablet free for the next tap. (A screen whose code is not here yet is drawn when it arrives; lists fetch
// the code of the screen their rows open while the tablet is idle, `usePreloadedScreen`.)
import { startTransition, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouter } from './RouterProvider.tsx';
import type { NavigateOptions } from './navigator.ts';

/** A click the app takes as its own move: the main button, no modifier key, not meant for another window. */
function isPlainClick(event: MouseEvent<HTMLElement>, target?: string): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * A plain click on a link to a staff address: the page is not loaded again, and the move (`move`) is a transition, drawn
 * after the tap's own frame. Any other click (a new tab, another window) is the browser's.
 */
export function moveOnPlainClick(event: MouseEvent<HTMLElement>, move: () => void, target?: string): void {
  if (!isPlainClick(event, target)) return;
  event.preventDefault();
  startTransition(move);
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: string;
}

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        moveOnPlainClick(event, () => router.navigate(to, { replace, state }), target);
      }}
    />
  );
}

/** Moves to `to` as soon as it is drawn (a guard sending someone signed out to the login page). */
export function Navigate({ to, replace, state }: NavigateOptions & { to: string }) {
  const router = useRouter();
  const carried = useRef(state);
  carried.current = state;
  // Once for each address, however often the guard draws again while the move's screen is fetched.
  useEffect(() => router.navigate(to, { replace, state: carried.current }), [router, to, replace]);
  return null;
}
