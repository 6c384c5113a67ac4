// A campervan photo enlarged over the detail, with 'Image N of M', previous and next, and the keys Left, Right and
// Escape. Its keys are taken before the detail dialog sees them, so Escape closes only this one.
import { useEffect, useRef } from 'react';
import { Dialog } from '../../components/Dialog.tsx';
import { VehicleImage } from '../../components/VehicleImage.tsx';
import { useIsMobile } from '../../lib/use-media-query.ts';

export interface ImageEnlargeDialogProps {
  open: boolean;
  onClose: () => void;
  name: string;
  src: string;
  /** 1-based. */
  position: number;
  count: number;
  onStep: (by: number) => void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

export function ImageEnlargeDialog({ open, onClose, name, src, position, count, onStep }: ImageEnlargeDialogProps) {
  const isMobile = useIsMobile();
  const handlers = useRef({ onClose, onStep, count });
  handlers.current = { onClose, onStep, count };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const { onClose: close, onStep: step, count: total } = handlers.current;
      if (event.key === 'Escape') close();
      else if (event.key in KEY_STEPS && total > 1) step(KEY_STEPS[event.key]!);
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} title={`Photos of ${name}`} size="full" fullScreen={isMobile} className="enlarged">
      <figure className="enlarged__figure">
        <div className="enlarged__stage">
          <VehicleImage src={src} alt={`${name}, image ${position} of ${count}`} sizes="100vw" className="enlarged__image" />
          {count > 1 && (
            <>
              <button type="button" className="carousel__arrow carousel__arrow--prev" onClick={() => onStep(-1)} aria-label="Previous image">
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" className="carousel__arrow carousel__arrow--next" onClick={() => onStep(1)} aria-label="Next image">
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
        </div>
        <figcaption className="enlarged__caption" aria-live="polite">
          Image {position} of {count}
        </figcaption>
      </figure>
    </Dialog>
  );
}
