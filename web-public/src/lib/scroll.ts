// Scrolling to a section below the sticky header (SPEC §9: 100 px offset; hash retried after 200 ms).
export const SECTION_OFFSET_PX = 100;
export const FIND_YOUR_CAR_ID = 'find-your-car';

/** How often a smooth scroll is aimed again when content above the section moved it on the way. */
const MAX_REALIGNMENTS = 3;
/** A scroll that never reports its end (no movement at all, or a browser without 'scrollend') is checked after this. */
const SCROLL_END_FALLBACK_MS = 1200;

/** Where the window must scroll to put `target` SECTION_OFFSET_PX below its top. */
const targetTop = (target: HTMLElement) => target.getBoundingClientRect().top + window.scrollY - SECTION_OFFSET_PX;

/** The smooth scroll under way, cancelled by the next one or by the visitor scrolling for themselves. */
let cancelRealign: (() => void) | undefined;

export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  cancelRealign?.();
  window.scrollTo({ top: targetTop(target), behavior });
  if (behavior === 'smooth') realignAfterScroll(target);
  return true;
}

/**
 * Photos or lists above the section that finish loading during a smooth scroll move the section after the scroll
 * was aimed. When the scroll ends, it is aimed again, a few times at most, unless the visitor has taken over.
 */
function realignAfterScroll(target: HTMLElement): void {
  let attempts = 0;
  let timer: number | undefined;
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener('scrollend', onEnd);
    for (const type of userEvents) window.removeEventListener(type, stop, true);
    if (cancelRealign === stop) cancelRealign = undefined;
  };
  const arm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(onEnd, SCROLL_END_FALLBACK_MS);
  };
  function onEnd() {
    const top = targetTop(target);
    const reachable = Math.min(top, document.documentElement.scrollHeight - window.innerHeight);
    if (!target.isConnected || Math.abs(window.scrollY - Math.max(0, reachable)) <= 1 || attempts >= MAX_REALIGNMENTS) return stop();
    attempts += 1;
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
