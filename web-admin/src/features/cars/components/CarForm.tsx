// The car add/edit form (SPEC §2, §4, §5, §8): the car's fields, its features and its photos, validated with the
// contracts' car schema, saved car first then images, and back to Manage Cars 500 ms after success. A car changed by
// someone else meanwhile is never overwritten: the server answers 409 and the form offers to reload it. Leaving with
// anything unsaved asks first, and a car being added is kept on the tablet until it is saved or discarded.
import { useState } from 'react';
import { Button, Card } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { stockNumberOf } from '@forecourt/contracts/stock';
import { useForm, Controller } from 'react-hook-form';
import type { Car, CarCreate, CarImage } from '@forecourt/contracts/car';
import { SUGGESTED_CAR_FEATURES } from '@forecourt/contracts/options';
import { LaterFeaturePicker, LaterImageUploader, laterPart } from '../../../components/vehicle-form/later-parts.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { useDrawnOnce } from '../../../lib/use-drawn-once.ts';
import { useChecksOnDemand, formChecks } from '../../../lib/checks-on-demand.ts';
import { VehicleFormActions } from '../../../components/vehicle-form/VehicleFormActions.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { DetailsAndHistory } from '../../../components/vehicle-history/details-and-history-on-demand.tsx';
import { VersionConflictAlert } from '../../../components/VersionConflictAlert.tsx';
import { useVehicleSave } from '../../../components/vehicle-form/use-vehicle-save.ts';
import { useRestoredDraft, useUnsaved } from '../../../components/vehicle-form/use-unsaved.tsx';
import { CarDetailsFields } from './CarDetailsFields.tsx';
import { changedFields, newCarValues, savedCarValues, type CarFormValues } from './car-form-values.ts';
import { useCarSave } from './use-car-save.ts';
import '../../../components/vehicle-form/vehicle-form.css';
import './car-form.css';
import { FormItem, FormLayout } from '../../../components/form/FormItem.tsx';

const LIST = '/admin/cars';
/** The notice's facts (CinFields.tsx, with antd's radio buttons) come as the form's lower sections are drawn. */
const LaterCinFields = laterPart(async () => (await import('./CinFields.tsx')).CinFields, 'Consumer Information Notice', 8);
const carChecks = formChecks(async (zodResolver) => zodResolver((await import('@forecourt/contracts/car')).carCreateSchema));

interface Props {
  /** The saved car and its images in edit mode; absent when adding. */
  car?: Car;
  images?: CarImage[];
  /** Fetches the car and its images afresh (after a conflict). */
  reload?: () => Promise<{ car: Car; images: CarImage[] }>;
}

export function CarForm({ car, images: savedImages = [], reload }: Props) {
  const [uploading, setUploading] = useState(false);
  const drawn = useDrawnOnce();
  // A car being added comes back as it was typed, after a reload or the app closed halfway through.
  const restored = useRestoredDraft<CarFormValues>('car', !car);
  const { control, handleSubmit, formState, setValue, setError, reset } = useForm<CarFormValues, unknown, CarCreate>({
    resolver: useChecksOnDemand(carChecks),
    defaultValues: car ? savedCarValues(car) : (restored?.values ?? newCarValues()),
  });
  const { errors, isSubmitted, isDirty } = formState;
  const { isSaved, images, changeImages, save, saving, conflict, reloadTheirs, reloading, leave, done } = useVehicleSave({
    ...useCarSave(),
    noun: 'car',
    list: LIST,
    leaveAfterMs: 500, // SPEC §9: the toasts show before the list replaces the form
    vehicle: car,
    savedImages,
    initialImages: restored?.images,
    onSaved: (): void => unsaved.forget(),
    reload: reload && (() => reload().then((fresh) => ({ vehicle: fresh.car, images: fresh.images }))),
    valuesOf: savedCarValues,
    changedFields,
    imagesSaved: { title: 'Images saved', description: 'Car images have been saved successfully.' },
    imagesFailed: 'Failed to save car images. Please try again.',
    unexpectedFailure: 'Failed to save car data. Please try again.',
    // A car refused for sale with an incomplete Consumer Information Notice: the toast names what is missing.
    refusalMessage: (issues) => issues.find((issue) => issue.message.includes('Consumer Information Notice'))?.message,
    setMainImage: (imageUrl) => setValue('imageUrl', imageUrl, { shouldValidate: isSubmitted, shouldDirty: true }),
    showIssue: (issue, first) => setError(issue.path as keyof CarFormValues, { message: issue.message }, { shouldFocus: first }),
    load: (values, imageUrl) => reset({ ...values, imageUrl }),
  });
  const onSubmit = handleSubmit(save);
  const unsaved = useUnsaved({
    kind: 'car',
    adding: !isSaved,
    restored,
    control,
    isDirty,
    images,
    done,
    leave,
    startAgain: () => {
      reset(newCarValues());
      changeImages([]);
    },
  });

  const busy = saving || reloading;
  const details = (
    <>
        {unsaved.notice}
        {conflict && (
          <VersionConflictAlert
            noun="car"
            changedFields={conflict}
            reloadWords="Reload the car"
            photosNote={images.some((d) => d.isNew) ? 'The new photos you added are kept.' : undefined}
            reloading={reloading}
            onReload={() => void reloadTheirs()}
          />
        )}
        <FormLayout>
          <form onSubmit={onSubmit} noValidate aria-label={car ? 'Edit car' : 'Add car'}>
            <Card title={<h2 className="car-form__card-title">Car details</h2>} className="car-form__card">
              <CarDetailsFields control={control} errors={errors} disabled={busy} whole={drawn} />
            </Card>
            {/* The first screenful first: the rest of the form follows in the next frame (lib/use-drawn-once.ts). */}
            {drawn && (
              <>
                <Card title={<h2 className="car-form__card-title">Consumer Information Notice</h2>} className="car-form__card">
                  <LaterCinFields control={control} disabled={busy} />
                </Card>
                <Card title={<h2 className="car-form__card-title">Features</h2>} className="car-form__card">
                  <Controller
                    name="features"
                    control={control}
                    render={({ field }) => (
                      <LaterFeaturePicker kind="car" value={field.value ?? []} onChange={field.onChange} suggested={SUGGESTED_CAR_FEATURES} disabled={busy} label="Car features" />
                    )}
                  />
                </Card>
                <Card title={<h2 className="car-form__card-title">Images</h2>} className="car-form__card">
                  <FormItem validateStatus={errors.imageUrl ? 'error' : ''} help={errors.imageUrl?.message} style={{ marginBottom: 0 }}>
                    <LaterImageUploader
                      images={images}
                      onChange={changeImages}
                      reorderable
                      disabled={busy}
                      label="Car images"
                      invalid={!!errors.imageUrl}
                      onBusyChange={setUploading}
                    />
                  </FormItem>
                </Card>
                <VehicleFormActions className="car-form__actions" list={LIST} saving={saving} waiting={uploading || reloading}>
                  {uploading ? 'Waiting for uploads…' : isSaved ? 'Update Car' : 'Add Car'}
                </VehicleFormActions>
              </>
            )}
          </form>
        </FormLayout>
    </>
  );
  return (
    <div className="car-form">
      <ButtonLink to={LIST} className="car-form__back" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
        Back to Cars
      </ButtonLink>
      <PageHeading
        title={car ? 'Edit Car' : 'Add New Car'}
        subtitle={car ? `${car.year} ${car.brand} ${car.model} · Stock ${stockNumberOf('car', car.id)}` : 'List a car for sale'}
        extra={
          car && car.id > 0 ? (
            // The notice as the window card, to print and put in the car (the saved car's; save changes first).
            <Button icon={<PrinterOutlined aria-hidden />} href={`/api/cars/${car.id}/cin.pdf`} target="_blank" rel="noopener">
              Print window card
            </Button>
          ) : undefined
        }
      />
      {car && car.id > 0 ? (
        <DetailsAndHistory kind="car" id={car.id} onRestored={() => void reloadTheirs()}>
          {details}
        </DetailsAndHistory>
      ) : (
        details
      )}
      {unsaved.guard}
    </div>
  );
}
