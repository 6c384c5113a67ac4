// The detail's photos: the chosen one large ('Click to enlarge' opens the gallery) and thumbnails to choose another,
// or 'No additional images available' when the car has only its main photo.
import { CAR_DETAIL_IMAGE_SIZES } from '@forecourt/contracts/media';
import { VehicleImage } from '../../components/VehicleImage.tsx';

export interface CarPhotosProps {
  urls: readonly string[];
  loading: boolean;
  title: string;
  selected: number;
  onSelect: (index: number) => void;
  onEnlarge: () => void;
}

export function CarPhotos({ urls, loading, title, selected, onSelect, onEnlarge }: CarPhotosProps) {
  const total = urls.length;
  return (
    <div className="car-photos">
      <button type="button" className="car-photos__main" onClick={onEnlarge}>
        <VehicleImage
          key={urls[selected]}
          src={urls[selected]}
          alt={`${title}, photo ${selected + 1} of ${total}`}
          sizes={CAR_DETAIL_IMAGE_SIZES}
          priority
        />
        <span className="car-photos__hint">Click to enlarge</span>
      </button>
      {loading ? (
        <div className="car-photos__thumbs" aria-hidden="true">
          <div className="skeleton car-photos__thumb-skeleton" />
          <div className="skeleton car-photos__thumb-skeleton" />
        </div>
      ) : total > 1 ? (
        <ul className="car-photos__thumbs" aria-label="Photos">
          {urls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className="car-photos__thumb"
                aria-label={`Show photo ${index + 1} of ${total}`}
                aria-pressed={index === selected}
                onClick={() => onSelect(index)}
              >
                <VehicleImage src={url} alt="" sizes="96px" width={200} height={133} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="car-photos__none">No additional images available</p>
      )}
    </div>
  );
}
