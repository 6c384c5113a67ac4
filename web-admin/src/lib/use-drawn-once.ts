// Drawing a screen's first screenful first: what lies below it follows in the next frame, so what a person sees first
// does not wait for the whole page to be laid out (on the yard's tablet a list page of 20 rows took about 0.6 s to draw).
import { useEffect, useState } from 'react';

/** False until the component has been drawn once: true from the frame after the first has been painted. */
export function useDrawnOnce(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that shows the first screenful has been painted.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDrawn(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn]);
  return drawn;
}
