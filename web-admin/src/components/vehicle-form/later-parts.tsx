// The parts of a vehicle's form under its first screenful whose code is larger than the place they take: the feature
// picker and the photo uploader (with antd's progress bar and the drag reordering), about 7 KB gzip that the add and
// edit forms of cars and campervans asked for before they could draw. Their code is asked for as the form's other
// sections are drawn (the frame after the first screenful), in one file the tablet's worker keeps for offline use;
// a skeleton holds each place until it comes. If it cannot come, the part says so in its place with Try again, and
// the rest of the form (what was typed, the photos already there) stays as it was and still saves. A form's own such
// part (the car's Consumer Information Notice) is made the same way, with `laterPart`.
import type { ComponentType } from 'react';
import { Skeleton } from 'antd';
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

/** A part of the form whose code comes on demand: `what` it is names it while it loads and if it cannot come. */
export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>, what: string, rows: number) {
  const loading = <PartSkeleton words={`Loading the ${what}…`} rows={rows} />;
  const failure = (retry: () => void) => <RetryAlert title={`Failed to load the ${what}. Please try again.`} onRetry={retry} />;
  return function LaterPart(props: P) {
    return <OnDemand load={load} props={props} loading={loading} failure={failure} />;
  };
}

/** The feature picker (FeaturePicker.tsx), its code on demand. */
export const LaterFeaturePicker = laterPart(loadFeaturePicker, 'features', 4);
/** The photo uploader (ImageUploader.tsx), its code on demand. */
export const LaterImageUploader = laterPart(loadImageUploader, 'photo uploader', 3);
