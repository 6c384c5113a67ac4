// Where the page sits for the car section's addresses. /cars, a shared search or a car's own address land on the
// section; closing a car leaves the list where the visitor left it. The layout scrolls to the top whenever the path
// changes, and its effect runs after this one (parents run after children), so the scrolling here waits a microtask.
import { useEffect, useRef } from 'react';
import { FIND_YOUR_CAR_ID, scrollToSection, scrollToSectionWithRetry } from '../../lib/scroll.ts';
import { isCarDetailPath } from './use-car-route.ts';

export function useCarListScroll(pathname: string, landsOnCars: boolean): void {
  const previous = useRef<string | undefined>(undefined);
  const listTop = useRef<number | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    const isDetail = isCarDetailPath(pathname);

    if (before === undefined) {
      if (isDetail) queueMicrotask(() => scrollToSection(FIND_YOUR_CAR_ID, 'instant'));
      else if (landsOnCars && !window.location.hash) queueMicrotask(() => scrollToSectionWithRetry(FIND_YOUR_CAR_ID));
      return;
    }
    if (isDetail && !isCarDetailPath(before)) {
      listTop.current = window.scrollY;
    } else if (!isDetail && isCarDetailPath(before)) {
      const top = listTop.current;
      listTop.current = undefined;
      queueMicrotask(() => {
        if (top === undefined) scrollToSection(FIND_YOUR_CAR_ID, 'instant');
        else window.scrollTo({ top, behavior: 'instant' });
      });
    }
    // `landsOnCars` counts for the first address only; later searches keep the page where it is.
  }, [pathname]);
}
