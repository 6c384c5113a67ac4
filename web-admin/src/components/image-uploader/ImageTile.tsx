// One image of the uploader's grid: the thumbnail with its 'Main' or '#n' badge, a grip to drag it by, and buttons to
// move or remove it for whoever cannot or would rather not drag (keyboard, screen reader, an unsteady hand).
import { Button, Tooltip } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, HolderOutlined, StarOutlined } from '@ant-design/icons';
import type { CSSProperties, PointerEventHandler } from 'react';
import { usePhotoUrl } from '../../lib/offline/offline-photos.ts';
import { thumbnailUrl, type DraftImage } from './image-drafts.ts';
import type { DragState } from './use-pointer-reorder.ts';

interface Props {
  image: DraftImage;
  index: number;
  count: number;
  reorderable: boolean;
  disabled: boolean;
  drag: DragState | null;
  dragHandlers: Record<string, PointerEventHandler<HTMLElement>>;
  onMove: (from: number, to: number) => void;
  onRemove: (image: DraftImage) => void;
}

export function ImageTile({ image, index, count, reorderable, disabled, drag, dragHandlers, onMove, onRemove }: Props) {
  const n = index + 1;
  // A photo taken offline shows from the tablet until its upload has gone.
  const src = usePhotoUrl(image.fileId, thumbnailUrl(image));
  const canReorder = reorderable && !disabled && count > 1;
  const dragged = drag?.from === index;
  const target = !!drag && drag.over === index && drag.from !== index;
  const style: CSSProperties | undefined = dragged ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined;
  const className = ['image-tile', dragged && 'image-tile--dragged', target && 'image-tile--target'].filter(Boolean).join(' ');

  return (
    <li data-reorder-tile data-key={image.key} className={className} style={style} aria-label={index === 0 ? `Image ${n}, main image` : `Image ${n}`}>
      <div className={canReorder ? 'image-tile__frame image-tile__frame--draggable' : 'image-tile__frame'} {...(canReorder ? dragHandlers : {})}>
        <img
          src={src || undefined}
          alt={`Image ${n}`}
          draggable={false}
          onError={(event) => {
            // A missing thumbnail variant: fall back once to the address the vehicle keeps.
            if (event.currentTarget.src !== new URL(image.imageUrl, location.href).href) event.currentTarget.src = image.imageUrl;
          }}
        />
        <span className={index === 0 ? 'image-tile__badge image-tile__badge--main' : 'image-tile__badge'}>{index === 0 ? 'Main' : `#${n}`}</span>
        {canReorder && (
          <span className="image-tile__grip" aria-hidden="true" title="Drag to reorder">
            <HolderOutlined />
          </span>
        )}
      </div>
      {!disabled && (
        <div className="image-tile__actions">
          {canReorder && index > 0 && (
            <>
              <Tooltip title="Move left">
                <Button aria-label={`Move image ${n} left`} icon={<ArrowLeftOutlined />} onClick={() => onMove(index, index - 1)} />
              </Tooltip>
              <Tooltip title="Make main image">
                <Button aria-label={`Make image ${n} the main image`} icon={<StarOutlined />} onClick={() => onMove(index, 0)} />
              </Tooltip>
            </>
          )}
          {canReorder && index < count - 1 && (
            <Tooltip title="Move right">
              <Button aria-label={`Move image ${n} right`} icon={<ArrowRightOutlined />} onClick={() => onMove(index, index + 1)} />
            </Tooltip>
          )}
          <Tooltip title="Remove">
            <Button className="image-tile__remove" danger aria-label={`Remove image ${n}`} icon={<DeleteOutlined />} onClick={() => onRemove(image)} />
          </Tooltip>
        </div>
      )}
    </li>
  );
}
