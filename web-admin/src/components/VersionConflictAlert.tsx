// Shown when a vehicle was saved by someone else after its form loaded it (the server answered 409): nothing was
// overwritten, here is what they changed, and a way to load their version and start again from it. The car and
// campervan forms both use it; each names its vehicle and says how it treats photos added in the form.
import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

interface Props {
  /** The vehicle as the title, text and button name it: 'car', 'campervan'. */
  noun: string;
  /** Labels of the fields they changed. */
  changedFields: string[];
  /** How the text asks for the reload, before ' to see the current details' ('Reload the car', 'Reload it'). */
  reloadWords: string;
  /** The last sentence, about photos added in this form that a reload keeps; left out when absent. */
  photosNote?: string;
  reloading: boolean;
  onReload: () => void;
}

export function VersionConflictAlert({ noun, changedFields, reloadWords, photosNote, reloading, onReload }: Props) {
  const what = changedFields.length > 0 ? ` They changed: ${changedFields.join(', ')}.` : '';
  const photos = photosNote ? ` ${photosNote}` : '';
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={`Someone else changed this ${noun}`}
      description={`This ${noun} was saved by someone else after you opened it, so your changes have not been saved.${what} ${reloadWords} to see the current details, then make your changes again.${photos}`}
      action={
        <Button icon={<ReloadOutlined aria-hidden />} loading={reloading} onClick={onReload}>
          Reload {noun}
        </Button>
      }
    />
  );
}
