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

export function VehicleImage({ src, alt, sizes, width = 1200, height = 800, priority = false, className, style }: VehicleImageProps) {
  const [failed, setFailed] = useState(false);
  const fileId = src ? mediaFileId(src) : undefined;
  const usable = src && !failed;
  const srcSet = usable ? mediaSrcSet(src) : undefined;
  return (
    <img
      src={usable ? (fileId ? mediaUrl(fileId, 600) : src) : PLACEHOLDER}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailed(true)}
      className={className}
      style={{ aspectRatio: `${width} / ${height}`, objectFit: 'cover', width: '100%', height: 'auto', background: '#eef0f2', ...style }}
    />
  );
}
