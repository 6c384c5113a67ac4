// Scrolling to a section below the sticky header (SPEC §9: 100 px offset; hash retried after 200 ms).
export const SECTION_OFFSET_PX = 100;
export const FIND_YOUR_CAR_ID = 'find-your-car';

/** How often a smooth scroll is aimed again when content above the section moved it on the way. */
const MAX_REALIGNMENTS = 3;
/** A scroll that never reports its end (no movement at all, or a browser without 'scrollend') is checked after this. */
const SCROLL_END_FALLBACK_MS = 1200;
/** How soon a window still moving at that check (a long scroll on a slow phone) is looked at again. */
const STILL_MOVING_RECHECK_MS = 150;

/** Where the window must scroll to put `target` SECTION_OFFSET_PX below its top. */
const targetTop = (target: HTMLElement) => target.getBoundingClientRect().top + window.scrollY - SECTION_OFFSET_PX;

/** The smooth scroll under way, cancelled by the next one or by the visitor scrolling for themselves. */
let cancelRealign: (() => void) | undefined;

export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  cancelRealign?.();
  const top = targetTop(target);
  window.scrollTo({ top, behavior });
  if (behavior === 'smooth') realignAfterScroll(target, top);
  return true;
}

/** Where the window can actually get to when asked to scroll to `top`. */
const reachableTop = (top: number) => Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));

/**
 * Photos or lists above the section that finish loading during a smooth scroll move the section after the scroll
 * was aimed. When the scroll ends and the section has moved since it was aimed, it is aimed again, a few times at
 * most. If the section has not moved, whatever else scrolled the window (the visitor dragging the scroll bar, a link
 * into the page) is left alone.
 */
function realignAfterScroll(target: HTMLElement, firstAim: number): void {
  let attempts = 0;
  let aimed = firstAim;
  let timer: number | undefined;
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener('scrollend', onEnd);
    for (const type of userEvents) window.removeEventListener(type, stop, true);
    if (cancelRealign === stop) cancelRealign = undefined;
  };
  // The check without 'scrollend' waits for the window to stop: aimed again mid-way, a long scroll on a slow phone
  // was cut short where it stood.
  const arm = (delay = SCROLL_END_FALLBACK_MS, seenY = window.scrollY) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (window.scrollY === seenY ? onEnd() : arm(STILL_MOVING_RECHECK_MS)), delay);
  };
  function onEnd() {
    const top = targetTop(target);
    const onTarget = Math.abs(window.scrollY - reachableTop(top)) <= 1;
    const sectionMoved = Math.abs(top - aimed) > 1;
    if (!target.isConnected || onTarget || !sectionMoved || attempts >= MAX_REALIGNMENTS) return stop();
    attempts += 1;
    aimed = top;
    window.scrollTo({ top, behavior: 'smooth' });
    arm();
  }
  cancelRealign = stop;
  window.addEventListener('scrollend', onEnd);
  for (const type of userEvents) window.addEventListener(type, stop, { capture: true, passive: true });
  arm();
}

/** Scrolls to `id` now and once more after 200 ms, when late content may have moved it. */
export function scrollToSectionWithRetry(id: string): void {
  scrollToSection(id);
  window.setTimeout(() => scrollToSection(id), 200);
}
