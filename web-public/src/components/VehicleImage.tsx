// A vehicle photo at the right size: 200/600/1200 px WebP variants with srcset and sizes, reserved space (no layout
// shift), eager with high priority for the first visible one, lazy otherwise, and the placeholder if it fails.
import { useState, type CSSProperties } from 'react';
import { mediaFileId, mediaSrcSet, mediaUrl } from '@forecourt/contracts/media';

export const PLACEHOLDER = '/assets/placeholder.svg';

export interface VehicleImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image shows, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  width?: number;
  height?: number;
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** What to try next when an image fails (SPEC §8): our WebP variants, then their JPEG twins, then the placeholder. */
const FALLBACK = { webp: 'jpg', jpg: 'placeholder', placeholder: 'placeholder' } as const;

export function VehicleImage({ src, alt, sizes, width = 1200, height = 800, priority = false, className, style }: VehicleImageProps) {
  const fileId = src ? mediaFileId(src) : undefined;
  const first: keyof typeof FALLBACK = src ? (fileId ? 'webp' : 'jpg') : 'placeholder';
  // The failures seen belong to one address: a new `src` starts again from the best format.
  const [failure, setFailure] = useState<{ src: typeof src; stage: keyof typeof FALLBACK }>({ src, stage: first });
  const stage = failure.src === src ? failure.stage : first;
  const format = stage === 'placeholder' ? undefined : stage;
  const srcSet = src && format ? mediaSrcSet(src, format) : undefined;
  return (
    <img
      src={src && format ? (fileId ? mediaUrl(fileId, 600, format) : src) : PLACEHOLDER}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailure({ src, stage: FALLBACK[stage] })}
      className={className}
      style={{ aspectRatio: `${width} / ${height}`, objectFit: 'cover', width: '100%', height: 'auto', background: '#eef0f2', ...style }}
    />
  );
}
