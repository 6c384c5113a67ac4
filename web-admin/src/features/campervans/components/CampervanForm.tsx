// The campervan add/edit form (SPEC §2, §4, §5, §8): its fields, features and photos beside a panel of tips,
// validated with the contracts' campervan schema; saved campervan first, then its images as one batch, then back to
// Manage Campervans. A campervan changed by someone else meanwhile is never overwritten: the form offers to reload it.
import { useRef, useState } from 'react';
import { App, Button, Card, Col, Form, Row } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { campervanCreateSchema, type Campervan, type CampervanCreate, type CampervanImage } from '@forecourt/contracts/campervan';
import { SUGGESTED_CAMPERVAN_FEATURES } from '@forecourt/contracts/options';
import { ImageUploader } from '../../../components/image-uploader/ImageUploader.tsx';
import { useDiscardUploads } from '../../../components/image-uploader/use-discard-uploads.ts';
import { draftsFromSaved, mainImageUrl, type DraftImage } from '../../../components/image-uploader/image-drafts.ts';
import { FeaturePicker } from '../../../components/feature-picker/FeaturePicker.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { DetailsAndHistory } from '../../../components/vehicle-history/DetailsAndHistory.tsx';
import { VersionConflictAlert } from '../../../components/VersionConflictAlert.tsx';
import { changedCampervanFields, newCampervanValues, savedCampervanValues, type CampervanFormValues } from '../campervan-form-values.ts';
import { useCampervanSave } from '../use-campervan-save.ts';
import { CampervanFields } from './CampervanFields.tsx';
import { CampervanTips } from './CampervanTips.tsx';
import './campervan-form.css';

const LIST = '/manage-campervans';

/** The saved campervan the next save is based on: id and version for the call, its values for a conflict's list. */
const baseOf = (van: Campervan) => ({ id: van.id, version: van.version, values: savedCampervanValues(van) });

interface Props {
  /** The saved campervan and its images in edit mode; absent when adding. */
  campervan?: Campervan;
  images?: CampervanImage[];
  /** Fetches the campervan and its images afresh (after a conflict). */
  reload?: () => Promise<{ campervan: Campervan; images: CampervanImage[] }>;
}

export function CampervanForm({ campervan, images: savedImages = [], reload }: Props) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const discardUploads = useDiscardUploads();
  // Leaving without saving: uploads no campervan will use go back out of the media store.
  const leave = () => discardUploads(images);
  const { saveCampervan, saveImages } = useCampervanSave();
  // Once created, a retry after a failed image save updates this campervan rather than adding a second one. One
  // state, so the version a save is sent against and the values a conflict is compared with never drift apart.
  const [saved, setSaved] = useState(() => (campervan ? baseOf(campervan) : undefined));
  const [images, setImages] = useState<DraftImage[]>(() => draftsFromSaved(savedImages));
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string[] | null>(null);
  const [reloading, setReloading] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  const { control, handleSubmit, formState, setValue, setError, reset } = useForm<CampervanFormValues, unknown, CampervanCreate>({
    resolver: zodResolver(campervanCreateSchema) as unknown as Resolver<CampervanFormValues, unknown, CampervanCreate>,
    defaultValues: campervan ? savedCampervanValues(campervan) : newCampervanValues(),
  });
  const { errors, isSubmitted } = formState;
  // The words follow the address (add or edit); the calls follow what is saved, so a retry never adds a second one.
  const adding = !campervan;
  const editing = saved !== undefined;

  const changeImages = (next: DraftImage[]) => {
    setImages(next);
    setValue('imageUrl', mainImageUrl(next), { shouldValidate: isSubmitted, shouldDirty: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaving(true);
    setConflict(null);
    try {
      const step = await saveCampervan(values, saved);
      if (!step.ok) {
        if (step.conflict) {
          const theirs = step.conflict.current ? savedCampervanValues(step.conflict.current) : undefined;
          setConflict(theirs && saved ? changedCampervanFields(saved.values, theirs) : []);
          top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          return;
        }
        for (const issue of step.issues ?? []) setError(issue.path as keyof CampervanFormValues, { message: issue.message });
        notification.error({ title: 'Error', description: editing ? 'Failed to update campervan. Please try again.' : 'Failed to add campervan. Please try again.' });
        return;
      }
      const now = baseOf(step.campervan);
      setSaved(now);
      notification.success({ title: 'Success', description: editing ? 'Campervan has been updated.' : 'Campervan has been added to inventory.' });
      if (images.length === 0) {
        navigate(LIST);
        return;
      }
      const imageStep = await saveImages(now, images);
      if (!imageStep.ok) {
        notification.error({ title: 'Error', description: 'Failed to save some images. Please try again.' });
        return;
      }
      notification.success({ title: 'Images updated', description: 'The campervan’s photos have been saved.' });
      navigate(LIST);
    } finally {
      setSaving(false);
    }
  });

  const reloadTheirs = async () => {
    if (!reload) return;
    setReloading(true);
    try {
      const fresh = await reload();
      const theirs = savedCampervanValues(fresh.campervan);
      // Their version of everything, plus the photos uploaded here that were never saved.
      const kept = images.filter((d) => d.isNew && !d.isDeleted);
      const drafts = [...draftsFromSaved(fresh.images), ...kept];
      reset({ ...theirs, imageUrl: mainImageUrl(drafts) });
      setImages(drafts);
      setSaved(baseOf(fresh.campervan));
      setConflict(null);
    } catch (error) {
      console.error('Failed to fetch campervan', error);
      notification.error({ title: 'Error', description: 'Failed to fetch campervan' });
    } finally {
      setReloading(false);
    }
  };

  const busy = saving || reloading;
  const details = (
    <>
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
            <Form layout="vertical" component="div" requiredMark="optional">
              <form onSubmit={onSubmit} noValidate aria-label={adding ? 'Add New Campervan' : 'Edit Campervan'}>
                <Card title={<h2 className="campervan-form__section">Details</h2>}>
                  <CampervanFields control={control} disabled={busy} />
                </Card>
                <Card title={<h2 className="campervan-form__section">Features</h2>}>
                  <Form.Item validateStatus={errors.features ? 'error' : ''} help={errors.features?.message} style={{ marginBottom: 0 }}>
                    <Controller
                      name="features"
                      control={control}
                      render={({ field }) => (
                        <FeaturePicker
                          kind="campervan"
                          value={field.value}
                          onChange={field.onChange}
                          suggested={SUGGESTED_CAMPERVAN_FEATURES}
                          disabled={busy}
                          invalid={!!errors.features}
                        />
                      )}
                    />
                  </Form.Item>
                </Card>
                <Card title={<h2 className="campervan-form__section">Photos</h2>}>
                  <Form.Item
                    validateStatus={errors.imageUrl ? 'error' : ''}
                    help={errors.imageUrl?.message}
                    extra="The first photo is the main image."
                    style={{ marginBottom: 0 }}
                  >
                    <ImageUploader
                      images={images}
                      onChange={changeImages}
                      reorderable={false}
                      disabled={busy}
                      label="Campervan photos"
                      onBusyChange={setUploading}
                      invalid={!!errors.imageUrl}
                    />
                  </Form.Item>
                </Card>
                <div className="campervan-form__actions">
                  <ButtonLink to={LIST} onNavigate={leave} disabled={saving}>
                    Cancel
                  </ButtonLink>
                  <Button type="primary" htmlType="submit" loading={saving} disabled={uploading || reloading}>
                    {adding ? 'Create Campervan' : 'Update Campervan'}
                  </Button>
                </div>
              </form>
            </Form>
          </Col>
          <Col xs={24} lg={8}>
            <CampervanTips />
          </Col>
        </Row>
    </>
  );
  return (
    <div ref={top} className="campervan-form">
      <ButtonLink to={LIST} onNavigate={leave} type="link" icon={<ArrowLeftOutlined aria-hidden />} className="campervan-form__back">
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
    </div>
  );
}
