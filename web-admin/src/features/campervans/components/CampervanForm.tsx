// The campervan add/edit form (SPEC §2, §4, §5, §8): its fields, features and photos beside a panel of tips,
// validated with the contracts' campervan schema; saved campervan first, then its images as one batch, then back to
// Manage Campervans. A campervan changed by someone else meanwhile is never overwritten: the form offers to reload it.
// Leaving with anything unsaved asks first, and one being added is kept on the tablet until saved or discarded.
import { useState } from 'react';
import { Card, Col, Row } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Controller, useForm } from 'react-hook-form';
import type { Campervan, CampervanCreate, CampervanImage } from '@forecourt/contracts/campervan';
import { SUGGESTED_CAMPERVAN_FEATURES } from '@forecourt/contracts/options';
import { LaterFeaturePicker, LaterImageUploader } from '../../../components/vehicle-form/later-parts.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { useDrawnOnce } from '../../../lib/use-drawn-once.ts';
import { useChecksOnDemand, formChecks } from '../../../lib/checks-on-demand.ts';
import { VehicleFormActions } from '../../../components/vehicle-form/VehicleFormActions.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { DetailsAndHistory } from '../../../components/vehicle-history/details-and-history-on-demand.tsx';
import { VersionConflictAlert } from '../../../components/VersionConflictAlert.tsx';
import { useVehicleSave } from '../../../components/vehicle-form/use-vehicle-save.ts';
import { useRestoredDraft, useUnsaved } from '../../../components/vehicle-form/use-unsaved.tsx';
import { changedCampervanFields, newCampervanValues, savedCampervanValues, type CampervanFormValues } from '../campervan-form-values.ts';
import { useCampervanSave } from '../use-campervan-save.ts';
import { CampervanFields } from './CampervanFields.tsx';
import { CampervanTips } from './CampervanTips.tsx';
import '../../../components/vehicle-form/vehicle-form.css';
import './campervan-form.css';
import { FormItem, FormLayout } from '../../../components/form/FormItem.tsx';

const LIST = '/manage-campervans';
const campervanChecks = formChecks(async (zodResolver) => zodResolver((await import('@forecourt/contracts/campervan')).campervanCreateSchema));

interface Props {
  /** The saved campervan and its images in edit mode; absent when adding. */
  campervan?: Campervan;
  images?: CampervanImage[];
  /** Fetches the campervan and its images afresh (after a conflict). */
  reload?: () => Promise<{ campervan: Campervan; images: CampervanImage[] }>;
}

export function CampervanForm({ campervan, images: savedImages = [], reload }: Props) {
  const [uploading, setUploading] = useState(false);
  const drawn = useDrawnOnce();
  // A campervan being added comes back as it was typed, after a reload or the app closed halfway through.
  const restored = useRestoredDraft<CampervanFormValues>('campervan', !campervan);
  const { control, handleSubmit, formState, setValue, setError, reset } = useForm<CampervanFormValues, unknown, CampervanCreate>({
    resolver: useChecksOnDemand(campervanChecks),
    defaultValues: campervan ? savedCampervanValues(campervan) : (restored?.values ?? newCampervanValues()),
  });
  const { errors, isSubmitted, isDirty } = formState;
  // The words follow the address (add or edit); the calls follow what is saved, so a retry never adds a second one.
  const adding = !campervan;
  const { isSaved, images, changeImages, save, saving, conflict, reloadTheirs, reloading, leave, done } = useVehicleSave({
    ...useCampervanSave(),
    noun: 'campervan',
    list: LIST,
    leaveAfterMs: 0, // SPEC §2: straight back to the list
    vehicle: campervan,
    savedImages,
    initialImages: restored?.images,
    onSaved: (): void => unsaved.forget(),
    reload: reload && (() => reload().then((fresh) => ({ vehicle: fresh.campervan, images: fresh.images }))),
    valuesOf: savedCampervanValues,
    changedFields: changedCampervanFields,
    imagesSaved: { title: 'Images updated', description: 'The campervan’s photos have been saved.' },
    imagesFailed: 'Failed to save some images. Please try again.',
    setMainImage: (imageUrl) => setValue('imageUrl', imageUrl, { shouldValidate: isSubmitted, shouldDirty: true }),
    showIssue: (issue, first) => setError(issue.path as keyof CampervanFormValues, { message: issue.message }, { shouldFocus: first }),
    load: (values, imageUrl) => reset({ ...values, imageUrl }),
  });
  const onSubmit = handleSubmit(save);
  const unsaved = useUnsaved({
    kind: 'campervan',
    adding: !isSaved,
    restored,
    control,
    isDirty,
    images,
    done,
    leave,
    startAgain: () => {
      reset(newCampervanValues());
      changeImages([]);
    },
  });

  const busy = saving || reloading;
  const details = (
    <>
        {unsaved.notice}
        {conflict && (
          <VersionConflictAlert
            noun="campervan"
            changedFields={conflict}
            reloadWords="Reload it"
            photosNote="New photos you added are kept."
            reloading={reloading}
            onReload={() => void reloadTheirs()}
          />
        )}
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={16}>
            <FormLayout requiredMark="optional">
              <form onSubmit={onSubmit} noValidate aria-label={adding ? 'Add New Campervan' : 'Edit Campervan'}>
                <Card title={<h2 className="campervan-form__section">Details</h2>}>
                  <CampervanFields control={control} disabled={busy} />
                </Card>
                {/* The first screenful first: the rest of the form follows in the next frame (lib/use-drawn-once.ts). */}
                {drawn && (
                  <>
                    <Card title={<h2 className="campervan-form__section">Features</h2>}>
                      <FormItem validateStatus={errors.features ? 'error' : ''} help={errors.features?.message} style={{ marginBottom: 0 }}>
                        <Controller
                          name="features"
                          control={control}
                          render={({ field }) => (
                            <LaterFeaturePicker
                              kind="campervan"
                              value={field.value}
                              onChange={field.onChange}
                              suggested={SUGGESTED_CAMPERVAN_FEATURES}
                              disabled={busy}
                              invalid={!!errors.features}
                            />
                          )}
                        />
                      </FormItem>
                    </Card>
                    <Card title={<h2 className="campervan-form__section">Photos</h2>}>
                      <FormItem
                        validateStatus={errors.imageUrl ? 'error' : ''}
                        help={errors.imageUrl?.message}
                        extra="The first photo is the main image."
                        style={{ marginBottom: 0 }}
                      >
                        <LaterImageUploader
                          images={images}
                          onChange={changeImages}
                          reorderable={false}
                          disabled={busy}
                          label="Campervan photos"
                          onBusyChange={setUploading}
                          invalid={!!errors.imageUrl}
                        />
                      </FormItem>
                    </Card>
                    <VehicleFormActions className="campervan-form__actions" list={LIST} saving={saving} waiting={uploading || reloading}>
                      {adding ? 'Create Campervan' : 'Update Campervan'}
                    </VehicleFormActions>
                  </>
                )}
              </form>
            </FormLayout>
          </Col>
          <Col xs={24} lg={8}>
            <CampervanTips />
          </Col>
        </Row>
    </>
  );
  return (
    <div className="campervan-form">
      <ButtonLink to={LIST} type="link" icon={<ArrowLeftOutlined aria-hidden />} className="campervan-form__back">
        Back to Campervans
      </ButtonLink>
      <PageHeading
        title={adding ? 'Add New Campervan' : 'Edit Campervan'}
        subtitle={adding ? 'Add a campervan to the hire fleet' : 'Change the details, features and photos of this campervan'}
      />
      {campervan && campervan.id > 0 ? (
        <DetailsAndHistory kind="campervan" id={campervan.id} onRestored={() => void reloadTheirs()}>
          {details}
        </DetailsAndHistory>
      ) : (
        details
      )}
      {unsaved.guard}
    </div>
  );
}
