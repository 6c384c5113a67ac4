// /edit-campervan (add) and /edit-campervan/:id (edit; 'new' also adds), administrators only (SPEC §2, §6): loads
// the campervan and its images afresh, with a spinner and the 'Error Loading Campervan' panel, then the form.
import { useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from '../../../lib/router/RouterProvider.tsx';
import type { Campervan, CampervanImage } from '@forecourt/contracts/campervan';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { useGetCampervanImagesQuery, useGetCampervanQuery, useLazyGetCampervanImagesQuery, useLazyGetCampervanQuery } from '../campervans-api.ts';
import { CampervanForm } from '../components/CampervanForm.tsx';
import { isNotFound, RemovedVehicle, useRemoved } from '../../../components/vehicle-history/RemovedVehicle.tsx';

export function CampervanFormPage() {
  const { id: param } = useParams();
  const adding = !param || param === 'new';
  usePageTitle(adding ? 'Add New Campervan' : 'Edit Campervan');
  if (adding) return <CampervanForm />;
  return <EditCampervan key={param} param={param} />;
}

function EditCampervan({ param }: { param: string }) {
  // A negative id is a campervan made on this tablet that the server does not have yet.
  const id = /^-?\d+$/.test(param) && param !== '0' ? Number(param) : undefined;
  // Always read afresh: the form saves against the version it shows, so it must be the newest.
  const fresh = { refetchOnMountOrArgChange: true } as const;
  const van = useGetCampervanQuery(id ?? skipToken, fresh);
  const images = useGetCampervanImagesQuery(id ?? skipToken, fresh);
  const removed = useRemoved('campervan', id ?? null, isNotFound(van.error));
  const [fetchCampervan] = useLazyGetCampervanQuery();
  const [fetchImages] = useLazyGetCampervanImagesQuery();
  // What the form starts from, taken once the fresh answers are in; later refetches (after a save) must not
  // unmount a form that is still showing its photos and messages.
  const start = useRef<{ campervan: Campervan; images: CampervanImage[] } | null>(null);
  if (!start.current && van.data && images.data && !van.isFetching && !images.isFetching) {
    start.current = { campervan: van.data, images: images.data };
  }

  // A campervan removed from the yard: its history, from which it can be relisted.
  if (!start.current && removed === 'checking') return <PageSpinner fullScreen={false} />;
  if (!start.current && removed === 'removed') {
    return <RemovedVehicle kind="campervan" id={id!} onRelisted={() => void Promise.all([van.refetch(), images.refetch()])} />;
  }
  const failure = id === undefined ? 'Campervan not found' : van.isError ? errorMessage(van.error, 'Failed to fetch campervan') : images.isError ? errorMessage(images.error, 'Failed to fetch campervan images') : null;
  if (!start.current && failure) {
    return (
      <>
        <PageHeading title="Edit Campervan" />
        <RetryAlert
          title="Error Loading Campervan"
          description={failure}
          // A campervan that is not there (nor ever was) is not found by asking again.
          onRetry={id === undefined || isNotFound(van.error) ? undefined : () => void Promise.all([van.refetch(), images.refetch()])}
          also={<ButtonLink to="/manage-campervans">Back to Campervans</ButtonLink>}
        />
      </>
    );
  }
  if (!start.current || id === undefined) return <PageSpinner fullScreen={false} />;

  const reload = async () => {
    const [campervan, list] = await Promise.all([fetchCampervan(id).unwrap(), fetchImages(id).unwrap()]);
    return { campervan, images: list };
  };
  return <CampervanForm campervan={start.current.campervan} images={start.current.images} reload={reload} />;
}
