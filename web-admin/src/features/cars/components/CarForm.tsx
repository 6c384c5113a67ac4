// The car add/edit form (SPEC §2, §4, §5, §8): the car's fields, its features and its photos, validated with the
// contracts' car schema, saved car first then images, and back to Manage Cars 500 ms after success. A car changed by
// someone else meanwhile is never overwritten: the server answers 409 and the form offers to reload it.
import { useState } from 'react';
import { App, Button, Card, Form } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useForm, Controller, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { carCreateSchema, type Car, type CarCreate, type CarImage } from '@forecourt/contracts/car';
import { SUGGESTED_CAR_FEATURES } from '@forecourt/contracts/options';
import { ImageUploader } from '../../../components/image-uploader/ImageUploader.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { useDiscardUploads } from '../../../components/image-uploader/use-discard-uploads.ts';
import { draftsFromSaved, mainImageUrl, visibleImages, type DraftImage } from '../../../components/image-uploader/image-drafts.ts';
import { FeaturePicker } from '../../../components/feature-picker/FeaturePicker.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { DetailsAndHistory } from '../../../components/vehicle-history/DetailsAndHistory.tsx';
import { VersionConflictAlert } from '../../../components/VersionConflictAlert.tsx';
import { useLazyGetCarQuery } from '../car-form-api.ts';
import { CarDetailsFields } from './CarDetailsFields.tsx';
import { CinFields } from './CinFields.tsx';
import { changedFields, newCarValues, savedCarValues, type CarFormValues } from './car-form-values.ts';
import { useCarSave } from './use-car-save.ts';
import './car-form.css';

const LIST = '/admin/cars';
const NAVIGATE_DELAY_MS = 500; // SPEC §9: the toasts show before the list replaces the form

interface Props {
  /** The saved car and its images in edit mode; absent when adding. */
  car?: Car;
  images?: CarImage[];
  /** Fetches the car and its images afresh (after a conflict). */
  reload?: () => Promise<{ car: Car; images: CarImage[] }>;
}

const savedIds = (drafts: readonly DraftImage[]) => visibleImages(drafts).filter((d) => !d.isNew).map((d) => d.id);

/** The saved car the form's next save is based on: its id and version for the call, its values for a conflict's list. */
const baseOf = (car: Car) => ({ id: car.id, version: car.version, values: savedCarValues(car) });

export function CarForm({ car, images: savedImages = [], reload }: Props) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { saveCar, saveImages } = useCarSave();
  const [fetchCar] = useLazyGetCarQuery();
  const discardUploads = useDiscardUploads();
  // One state, so the version a save is sent against and the values a conflict is compared with never drift apart.
  const [saved, setSaved] = useState(() => (car ? baseOf(car) : undefined));
  const [images, setImages] = useState(() => draftsFromSaved(savedImages));
  const [savedOrder, setSavedOrder] = useState(() => savedImages.map((i) => i.id));
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string[] | null>(null);
  const [reloading, setReloading] = useState(false);

  const { control, handleSubmit, formState, setValue, setError, reset } = useForm<CarFormValues, unknown, CarCreate>({
    resolver: zodResolver(carCreateSchema) as unknown as Resolver<CarFormValues, unknown, CarCreate>,
    defaultValues: car ? savedCarValues(car) : newCarValues(),
  });
  const { errors, isSubmitted } = formState;

  const changeImages = (next: DraftImage[]) => {
    setImages(next);
    setValue('imageUrl', mainImageUrl(next), { shouldValidate: isSubmitted, shouldDirty: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaving(true);
    setConflict(null);
    let done = false;
    try {
      const step = await saveCar(values, saved);
      if (!step.ok) {
        if (step.conflict) {
          const theirs = step.conflict.current ? savedCarValues(step.conflict.current) : undefined;
          setConflict(theirs && saved ? changedFields(saved.values, theirs) : []);
          window.scrollTo({ top: 0, behavior: 'smooth' }); // the message sits under the title
          return;
        }
        (step.issues ?? []).forEach((issue, i) => setError(issue.path as keyof CarFormValues, { message: issue.message }, { shouldFocus: i === 0 }));
        // A car refused for sale with an incomplete Consumer Information Notice: the toast names what is missing.
        const notice = step.issues?.find((issue) => issue.message.includes('Consumer Information Notice'));
        notification.error({
          title: 'Error',
          description: notice?.message ?? (saved ? 'Failed to update car. Please try again.' : 'Failed to add car. Please try again.'),
        });
        return;
      }
      setSaved(baseOf(step.car));
      notification.success({ title: 'Success', description: saved ? 'Car has been updated.' : 'Car has been added to inventory.' });

      const imageStep = await saveImages(step.car.id, images, savedOrder);
      setImages(imageStep.images);
      setSavedOrder(savedIds(imageStep.images));
      if (!imageStep.ok) {
        notification.error({ title: 'Error', description: 'Failed to save car images. Please try again.' });
        // The image calls moved the car's version on; a retry must be based on where they left it.
        const fresh = await fetchCar(step.car.id).unwrap().catch(() => undefined);
        if (fresh) setSaved(baseOf(fresh));
        return;
      }
      if (imageStep.changed) notification.success({ title: 'Images saved', description: 'Car images have been saved successfully.' });
      done = true;
      setTimeout(() => navigate(LIST), NAVIGATE_DELAY_MS);
    } catch (error) {
      console.error('Failed to save car data', error);
      notification.error({ title: 'Error', description: 'Failed to save car data. Please try again.' });
    } finally {
      if (!done) setSaving(false);
    }
  });

  const reloadCar = async () => {
    if (!reload) return;
    setReloading(true);
    try {
      const fresh = await reload();
      const values = savedCarValues(fresh.car);
      const kept = images.filter((d) => d.isNew);
      const drafts = [...draftsFromSaved(fresh.images), ...kept];
      reset({ ...values, imageUrl: mainImageUrl(drafts) });
      setImages(drafts);
      setSavedOrder(fresh.images.map((i) => i.id));
      setSaved(baseOf(fresh.car));
      setConflict(null);
    } catch {
      notification.error({ title: 'Error', description: 'Failed to fetch car' });
    } finally {
      setReloading(false);
    }
  };

  // Leaving without saving: uploads no car will use go back out of the media store.
  const leave = () => discardUploads(images);

  const busy = saving || reloading;
  const details = (
    <>
        {conflict && (
          <VersionConflictAlert
            noun="car"
            changedFields={conflict}
            reloadWords="Reload the car"
            photosNote={images.some((d) => d.isNew) ? 'The new photos you added are kept.' : undefined}
            reloading={reloading}
            onReload={() => void reloadCar()}
          />
        )}
        <Form layout="vertical" component="div">
          <form onSubmit={onSubmit} noValidate aria-label={car ? 'Edit car' : 'Add car'}>
            <Card title={<h2 className="car-form__card-title">Car details</h2>} className="car-form__card">
              <CarDetailsFields control={control} errors={errors} disabled={busy} />
            </Card>
            <Card title={<h2 className="car-form__card-title">Consumer Information Notice</h2>} className="car-form__card">
              <CinFields control={control} disabled={busy} />
            </Card>
            <Card title={<h2 className="car-form__card-title">Features</h2>} className="car-form__card">
              <Controller
                name="features"
                control={control}
                render={({ field }) => (
                  <FeaturePicker kind="car" value={field.value} onChange={field.onChange} suggested={SUGGESTED_CAR_FEATURES} disabled={busy} label="Car features" />
                )}
              />
            </Card>
            <Card title={<h2 className="car-form__card-title">Images</h2>} className="car-form__card">
              <Form.Item validateStatus={errors.imageUrl ? 'error' : ''} help={errors.imageUrl?.message} style={{ marginBottom: 0 }}>
                <ImageUploader
                  images={images}
                  onChange={changeImages}
                  reorderable
                  disabled={busy}
                  label="Car images"
                  invalid={!!errors.imageUrl}
                  onBusyChange={setUploading}
                />
              </Form.Item>
            </Card>
            <div className="car-form__actions">
              <ButtonLink to={LIST} onNavigate={leave} disabled={saving}>
                Cancel
              </ButtonLink>
              <Button type="primary" htmlType="submit" loading={saving} disabled={uploading || reloading}>
                {uploading ? 'Waiting for uploads…' : saved ? 'Update Car' : 'Add Car'}
              </Button>
            </div>
          </form>
        </Form>
    </>
  );
  return (
    <div className="car-form">
      <ButtonLink to={LIST} onNavigate={leave} className="car-form__back" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
        Back to Cars
      </ButtonLink>
      <PageHeading title={car ? 'Edit Car' : 'Add New Car'} subtitle={car ? `${car.year} ${car.brand} ${car.model}` : 'List a car for sale'} />
      {car && car.id > 0 ? (
        <DetailsAndHistory kind="car" id={car.id} onRestored={() => void reloadCar()}>
          {details}
        </DetailsAndHistory>
      ) : (
        details
      )}
    </div>
  );
}
