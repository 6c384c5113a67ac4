// A campervan's photos: one at a time with previous and next (wrapping round), arrow keys and swipes, thumbnails to
// jump to one, and a click on the photo to see it enlarged.
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { VehicleImage } from '../../components/VehicleImage.tsx';
import { ImageEnlargeDialog } from './ImageEnlargeDialog.tsx';
import { CAMPERVAN_DETAIL_IMAGE_SIZES } from '@forecourt/contracts/media';

const SWIPE_PX = 40;

export interface ImageCarouselProps {
  images: string[];
  name: string;
}

export function ImageCarousel({ images, name }: ImageCarouselProps) {
  const [chosen, setChosen] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const touchX = useRef<number | undefined>(undefined);
  const count = images.length;
  const index = Math.min(chosen, Math.max(0, count - 1));
  const step = (by: number) => setChosen((index + by + count) % count);
  const several = count > 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = undefined;
    const dx = start === undefined ? 0 : event.changedTouches[0]!.clientX - start;
    if (several && Math.abs(dx) > SWIPE_PX) step(dx < 0 ? 1 : -1);
  };

  if (count === 0) return null;
  return (
    <div className="carousel" role="group" aria-roledescription="carousel" aria-label={`Photos of ${name}`} onKeyDown={onKeyDown}>
      <div className="carousel__stage" onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX)} onTouchEnd={onTouchEnd}>
        <button type="button" className="carousel__enlarge" onClick={() => setEnlarged(true)} aria-label={`Enlarge image ${index + 1} of ${count}`}>
          <VehicleImage src={images[index]} alt="" sizes={CAMPERVAN_DETAIL_IMAGE_SIZES} priority />
        </button>
        {several && (
          <>
            <button type="button" className="carousel__arrow carousel__arrow--prev" onClick={() => step(-1)} aria-label="Previous image">
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="carousel__arrow carousel__arrow--next" onClick={() => step(1)} aria-label="Next image">
              <span aria-hidden="true">›</span>
            </button>
            <span className="carousel__counter" aria-live="polite">
              {index + 1} / {count}
            </span>
          </>
        )}
      </div>
      <p className="carousel__hint">Click to enlarge</p>
      {several && (
        <div className="carousel__thumbs">
          {images.map((src, i) => (
            <button
              key={`${i}-${src}`}
              type="button"
              className="carousel__thumb"
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setChosen(i)}
            >
              <VehicleImage src={src} alt="" sizes="96px" width={120} height={80} />
            </button>
          ))}
        </div>
      )}
      <ImageEnlargeDialog
        open={enlarged}
        onClose={() => setEnlarged(false)}
        name={name}
        src={images[index]!}
        position={index + 1}
        count={count}
        onStep={step}
      />
    </div>
  );
}
