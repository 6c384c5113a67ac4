// The parts of a vehicle's form under its first screenful whose code is larger than the place they take: the feature
// picker and the photo uploader (with antd's progress bar and the drag reordering), about 7 KB gzip that the add and
// edit forms of cars and campervans asked for before they could draw. Their code is asked for as the form's other
// sections are drawn (the frame after the first screenful), in one file the tablet's worker keeps for offline use;
// a skeleton holds each place until it comes. If it cannot come, the part says so in its place with Try again, and
// the rest of the form (what was typed, the photos already there) stays as it was and still saves.
import { Skeleton } from 'antd';
import type { FeaturePickerProps } from '../feature-picker/FeaturePicker.tsx';
import type { ImageUploaderProps } from '../image-uploader/ImageUploader.tsx';
import { OnDemand } from '../OnDemand.tsx';
import { RetryAlert } from '../RetryAlert.tsx';

const loadFeaturePicker = async () => (await import('./later-parts-code.ts')).FeaturePicker;
const loadImageUploader = async () => (await import('./later-parts-code.ts')).ImageUploader;

function PartSkeleton({ words, rows }: { words: string; rows: number }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{words}</span>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

/** The feature picker (FeaturePicker.tsx), its code on demand. */
export function LaterFeaturePicker(props: FeaturePickerProps) {
  return (
    <OnDemand
      load={loadFeaturePicker}
      props={props}
      loading={<PartSkeleton words="Loading the features…" rows={4} />}
      failure={(retry) => <RetryAlert title="Failed to load the features. Please try again." onRetry={retry} />}
    />
  );
}

/** The photo uploader (ImageUploader.tsx), its code on demand. */
export function LaterImageUploader(props: ImageUploaderProps) {
  return (
    <OnDemand
      load={loadImageUploader}
      props={props}
      loading={<PartSkeleton words="Loading the photo uploader…" rows={3} />}
      failure={(retry) => <RetryAlert title="Failed to load the photo uploader. Please try again." onRetry={retry} />}
    />
  );
}
