// Drag reordering of the image grid with pointer events, so it works with a mouse, a pen and a finger alike (HTML5
// drag and drop never fires on touch). The dragged tile follows the pointer; the tile under it is the drop target.
import { useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** How far the pointer must travel before a press becomes a drag, so a tap or a shaky click moves nothing. */
const DRAG_THRESHOLD_PX = 6;

export interface DragState {
  from: number;
  over: number;
  dx: number;
  dy: number;
}

interface Session {
  from: number;
  pointerId: number;
  x0: number;
  y0: number;
  active: boolean;
  rects: DOMRect[];
}

/** Index of the rectangle under the point, else of the nearest one. */
function targetIndex(rects: DOMRect[], x: number, y: number): number {
  let best = 0;
  let bestDistance = Infinity;
  rects.forEach((r, i) => {
    if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) {
      best = i;
      bestDistance = -1;
      return;
    }
    if (bestDistance < 0) return;
    const distance = Math.hypot(x - (r.left + r.width / 2), y - (r.top + r.height / 2));
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * `grid` holds the tiles as `[data-reorder-tile]` children in visible order. Spread `dragHandlers(index)` on whatever a
 * tile is dragged by; `onMove(from, to)` is called on release over another tile.
 */
export function usePointerReorder(grid: RefObject<HTMLElement | null>, enabled: boolean, onMove: (from: number, to: number) => void) {
  const session = useRef<Session | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);

  const end = () => {
    session.current = null;
    setDrag(null);
  };

  const dragHandlers = (index: number) => ({
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (!enabled || !event.isPrimary || event.button !== 0 || !grid.current) return;
      const rects = [...grid.current.querySelectorAll<HTMLElement>('[data-reorder-tile]')].map((el) => el.getBoundingClientRect());
      session.current = { from: index, pointerId: event.pointerId, x0: event.clientX, y0: event.clientY, active: false, rects };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      if (event.pointerType === 'mouse') event.preventDefault(); // no text selection while dragging
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      const s = session.current;
      if (!s || s.pointerId !== event.pointerId) return;
      const dx = event.clientX - s.x0;
      const dy = event.clientY - s.y0;
      if (!s.active && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      s.active = true;
      setDrag({ from: s.from, over: targetIndex(s.rects, event.clientX, event.clientY), dx, dy });
    },
    onPointerUp(event: ReactPointerEvent<HTMLElement>) {
      const s = session.current;
      if (!s || s.pointerId !== event.pointerId) return;
      const to = targetIndex(s.rects, event.clientX, event.clientY);
      const moved = s.active && to !== s.from;
      end();
      if (moved) onMove(s.from, to);
    },
    onPointerCancel: end,
    onLostPointerCapture(event: ReactPointerEvent<HTMLElement>) {
      // Capture lost without a pointerup (the window lost focus, say): forget the drag. After a pointerup it is gone.
      if (session.current?.pointerId === event.pointerId) end();
    },
  });

  return { drag, dragHandlers };
}
