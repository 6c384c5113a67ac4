// Scrolling to a section below the sticky header (SPEC §9: 100 px offset; hash retried after 200 ms).
export const SECTION_OFFSET_PX = 100;
export const FIND_YOUR_CAR_ID = 'find-your-car';

export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - SECTION_OFFSET_PX;
  window.scrollTo({ top, behavior });
  return true;
}

/** Scrolls to `id` now and once more after 200 ms, when late content may have moved it. */
export function scrollToSectionWithRetry(id: string): void {
  scrollToSection(id);
  window.setTimeout(() => scrollToSection(id), 200);
}
