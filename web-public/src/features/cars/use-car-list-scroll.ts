// Where the page sits when the car section's address is the first one opened: /cars, a shared search or a car's own
// address land on the section. Later, opening and closing a car keeps the list where it is (the layout sees to that).
// The layout's effect runs after this one (parents run after children), so the scrolling here waits a microtask.
import { useEffect } from 'react';
import { FIND_YOUR_CAR_ID, scrollToSection, scrollToSectionWithRetry } from '../../lib/scroll.ts';
import { isCarDetailPath } from './use-car-route.ts';

export function useCarListScroll(pathname: string, landsOnCars: boolean): void {
  useEffect(() => {
    if (isCarDetailPath(pathname)) queueMicrotask(() => scrollToSection(FIND_YOUR_CAR_ID, 'instant'));
    else if (landsOnCars && !window.location.hash) queueMicrotask(() => scrollToSectionWithRetry(FIND_YOUR_CAR_ID));
    // The first address only: later searches and details keep the page where it is.
  }, []);
}
