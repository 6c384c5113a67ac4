// A vehicle's main photo, small, beside its name in a manage list: the 200 px variant, or for a photo still on the
// tablet (taken with no network), the photo itself. Decorative: the name beside it says what it is.
import { mediaFileId, mediaVariant } from '@forecourt/contracts/media';
import { usePhotoUrl } from '../../lib/offline/offline-photos.ts';

export function ListPhoto({ imageUrl }: { imageUrl: string }) {
  const src = usePhotoUrl(mediaFileId(imageUrl) ?? null, mediaVariant(imageUrl, 200));
  return src ? <img src={src} alt="" width={44} height={33} loading="lazy" decoding="async" className="inventory-photo" /> : <span className="inventory-photo" />;
}
