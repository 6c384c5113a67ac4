// The full-screen gallery (SPEC §2): 'N / total', previous and next with wrap-around, thumbnails, swipes, and the
// keys Left, Right and Escape. Escape closes the gallery only: it is caught before the detail dialog hears it.
import { useEffect, useRef } from 'react';
import { Dialog } from '../../components/Dialog.tsx';
import { VehicleImage } from '../../components/VehicleImage.tsx';

const SWIPE_MIN_PX = 40;

export interface CarGalleryProps {
  urls: readonly string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export function CarGallery({ urls, title, index, onIndexChange, onClose }: CarGalleryProps) {
  const total = urls.length;
  const go = (step: number) => onIndexChange((index + step + total) % total);
  const keys = useRef({ go, onClose });
  keys.current = { go, onClose };
  const touchStartX = useRef<number | undefined>(undefined);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') keys.current.onClose();
      else if (event.key === 'ArrowLeft') keys.current.go(-1);
      else if (event.key === 'ArrowRight') keys.current.go(1);
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    // The window's capture phase comes before the dialogs' listeners on the document.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touchStartX.current;
    touchStartX.current = undefined;
    const dx = start === undefined ? 0 : (event.changedTouches[0]?.clientX ?? start) - start;
    if (Math.abs(dx) >= SWIPE_MIN_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog open onClose={onClose} title={`${title} photos`} fullScreen className="car-gallery">
      <p className="car-gallery__counter" aria-live="polite">
        {index + 1} / {total}
      </p>
      <div
        className="car-gallery__stage"
        onTouchStart={(event) => (touchStartX.current = event.touches[0]?.clientX)}
        onTouchEnd={onTouchEnd}
      >
        {total > 1 && (
          <button type="button" className="car-gallery__nav car-gallery__nav--prev" aria-label="Previous photo" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <VehicleImage
          key={urls[index]}
          src={urls[index]}
          alt={`${title}, photo ${index + 1} of ${total}`}
          sizes="1200px"
          priority
          className="car-gallery__image"
          style={{ objectFit: 'contain', width: '100%', height: '100%', background: 'transparent' }}
        />
        {total > 1 && (
          <button type="button" className="car-gallery__nav car-gallery__nav--next" aria-label="Next photo" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
      {total > 1 && (
        <ul className="car-gallery__thumbs" aria-label="Photos">
          {urls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className="car-gallery__thumb"
                aria-label={`Show photo ${i + 1} of ${total}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onIndexChange(i)}
              >
                <VehicleImage src={url} alt="" sizes="96px" width={200} height={133} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
