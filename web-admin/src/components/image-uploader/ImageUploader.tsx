// The multi-image uploader of both vehicle forms (SPEC §2, §4 Images, §5 Upload): choose or drop several images, or
// take a photo; a progress bar per file; a grid of 2 to 4 columns where the first image is 'Main' and the others '#n';
// drag reordering (mouse and touch) with buttons as the alternative; removal that marks saved images deleted until
// save and deletes unsaved uploads from the media store at once.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button, Progress, Typography } from 'antd';
import { CameraOutlined, CloudUploadOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT } from '@forecourt/contracts/media';
import { UPLOAD_HINT } from '@forecourt/contracts/limits';
import { moveDraft, removeDraft, visibleImages, type DraftImage } from './image-drafts.ts';
import { ImageTile } from './ImageTile.tsx';
import { usePointerReorder } from './use-pointer-reorder.ts';
import { useUploads } from './use-uploads.ts';
import { useDiscardUploads } from './use-discard-uploads.ts';
import { useFeedback } from '../../lib/feedback.tsx';
import './image-uploader.css';

export interface ImageUploaderProps {
  images: DraftImage[];
  onChange: (images: DraftImage[]) => void;
  /** Cars: true (drag reordering); campervans: false (SPEC: no reordering). */
  reorderable: boolean;
  disabled?: boolean;
  /** Accessible name of the drop zone and its file input. */
  label?: string;
  /** Told whether uploads are under way, so a form can hold its save until they land. */
  onBusyChange?: (busy: boolean) => void;
  /** Marks the drop zone as the field in error (the form shows the message). */
  invalid?: boolean;
}

export function ImageUploader({ images, onChange, reorderable, disabled = false, label = 'Upload images', onBusyChange, invalid }: ImageUploaderProps) {
  const { notification } = useFeedback();
  const discardUploads = useDiscardUploads();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const [dropping, setDropping] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const chooser = useRef<HTMLButtonElement>(null);
  // After a button moved or removed an image its button may be gone, and focus with it: put focus back near it.
  const [refocus, setRefocus] = useState<{ key: string | null } | null>(null);
  useEffect(() => {
    if (!refocus) return;
    if (!document.activeElement || document.activeElement === document.body) {
      const tile = refocus.key ? grid.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(refocus.key)}"] .image-tile__actions button`) : null;
      (tile ?? chooser.current)?.focus();
    }
    setRefocus(null);
  }, [refocus]);

  // Uploads finish after renders the parent has not yet answered: always build on the newest list we handed out.
  const latest = useRef(images);
  latest.current = images;
  const change = (next: DraftImage[]) => {
    latest.current = next;
    onChange(next);
  };

  const { pending, start } = useUploads((drafts) => change([...latest.current, ...drafts]));
  const busy = pending.length > 0;
  const reportBusy = useRef(onBusyChange);
  reportBusy.current = onBusyChange;
  useEffect(() => reportBusy.current?.(busy), [busy]);

  const visible = visibleImages(images);
  const move = (from: number, to: number) => {
    change(moveDraft(latest.current, from, to));
    setAnnouncement(to === 0 ? `Image ${from + 1} is now the main image` : `Image ${from + 1} moved to position ${to + 1}`);
  };
  const { drag, dragHandlers } = usePointerReorder(grid, reorderable && !disabled, move);

  const remove = (image: DraftImage) => {
    change(removeDraft(latest.current, image.key));
    discardUploads([image]);
    notification.success({ title: 'Image removed', description: 'The image has been removed.' });
  };

  const takeFiles = (list: FileList | null) => {
    if (!disabled && list && list.length > 0) start([...list]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    takeFiles(event.dataTransfer.files);
  };

  const dropClass = ['image-uploader__drop', dropping && 'image-uploader__drop--over', invalid && 'image-uploader__drop--invalid', disabled && 'image-uploader__drop--disabled']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="image-uploader">
      <div
        className={dropClass}
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        aria-invalid={invalid || undefined}
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
      >
        <CloudUploadOutlined className="image-uploader__icon" aria-hidden="true" />
        <Typography.Text>Drop images here, or</Typography.Text>
        <div className="image-uploader__buttons">
          <Button ref={chooser} icon={<UploadOutlined aria-hidden />} disabled={disabled} onClick={() => fileInput.current?.click()}>
            Choose images
          </Button>
          <Button icon={<CameraOutlined aria-hidden />} disabled={disabled} onClick={() => cameraInput.current?.click()}>
            Take photo
          </Button>
        </div>
        <Typography.Text type="secondary" id={hintId}>
          {UPLOAD_HINT}
        </Typography.Text>
        <input
          ref={fileInput}
          className="visually-hidden"
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          aria-label={label}
          tabIndex={-1}
          disabled={disabled}
          onChange={(event) => {
            takeFiles(event.currentTarget.files);
            event.currentTarget.value = ''; // the same file may be chosen again after removing it
          }}
        />
        <input
          ref={cameraInput}
          className="visually-hidden"
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="Take photo"
          tabIndex={-1}
          disabled={disabled}
          onChange={(event) => {
            takeFiles(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>

      {busy && (
        <ul className="image-uploader__progress" aria-label="Uploads in progress">
          {pending.map((upload) => (
            <li key={upload.key}>
              <Typography.Text ellipsis className="image-uploader__file">
                {upload.name}
              </Typography.Text>
              <Progress percent={upload.percent} size="small" status="active" aria-label={`Uploading ${upload.name}`} />
            </li>
          ))}
        </ul>
      )}

      {visible.length > 0 && (
        <ul ref={grid} className="image-uploader__grid" aria-label="Images">
          {visible.map((image, index) => (
            <ImageTile
              key={image.key}
              image={image}
              index={index}
              count={visible.length}
              reorderable={reorderable}
              disabled={disabled}
              drag={drag}
              dragHandlers={dragHandlers(index)}
              onMove={(from, to) => {
                move(from, to);
                setRefocus({ key: image.key });
              }}
              onRemove={(removed) => {
                remove(removed);
                setRefocus({ key: (visible[index + 1] ?? visible[index - 1])?.key ?? null });
              }}
            />
          ))}
        </ul>
      )}
      {reorderable && visible.length > 1 && !disabled && (
        <Typography.Text type="secondary" className="image-uploader__tip">
          The first image is the main image. Drag an image by its grip, or use the arrows, to change the order.
        </Typography.Text>
      )}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
