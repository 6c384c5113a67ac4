// /admin/cars/new and /admin/cars/edit/:id (SPEC §2): id 'new' or absent adds a car, any other id edits that one.
// In edit mode the car and its images load first (a spinner meanwhile, 'Failed to fetch car' / 'Failed to fetch car
// images' if they cannot), and the form starts from them.
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from '../../../lib/router/RouterProvider.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useGetCarImagesQuery, useGetCarQuery } from '../car-form-api.ts';
import { CarForm } from '../components/CarForm.tsx';
import { isNotFound, RemovedVehicle, useRemoved } from '../../../components/vehicle-history/RemovedVehicle.tsx';

/** The car id of the address, null for add mode, NaN for an address that names no car. */
function carIdOf(param: string | undefined): number | null {
  if (!param || param === 'new') return null;
  // A negative id is a car made on this tablet that the server does not have yet.
  return /^-?\d+$/.test(param) && param !== '0' ? Number(param) : NaN;
}

export function CarFormPage() {
  const id = carIdOf(useParams().id);
  const editing = id !== null;
  usePageTitle(editing ? 'Edit Car' : 'Add New Car');
  const query = editing && Number.isInteger(id) ? id : skipToken;
  // Always read afresh: the form's version must be the car's current one, not a cached answer.
  const car = useGetCarQuery(query, { refetchOnMountOrArgChange: true });
  const images = useGetCarImagesQuery(query, { refetchOnMountOrArgChange: true });
  const removed = useRemoved('car', id, isNotFound(car.error));

  if (!editing) return <CarForm key="new" />;
  if (car.isLoading || images.isLoading || (car.isFetching && !car.data)) return <PageSpinner fullScreen={false} />;

  // A car removed from the yard: its history, from which it can be relisted.
  if (removed === 'checking') return <PageSpinner fullScreen={false} />;
  if (removed === 'removed') return <RemovedVehicle kind="car" id={id!} onRelisted={() => void Promise.all([car.refetch(), images.refetch()])} />;
  const failure = Number.isNaN(id) || car.isError ? 'Failed to fetch car' : images.isError ? 'Failed to fetch car images' : undefined;
  if (failure || !car.data || !images.data) {
    const detail = serverMessage(car.error ?? images.error);
    return (
      <>
        <PageHeading title="Edit Car" />
        <RetryAlert
          title={failure ?? 'Failed to fetch car'}
          description={detail}
          // A car that is not there (nor ever was) is not found by asking again.
          onRetry={Number.isNaN(id) || isNotFound(car.error) ? undefined : () => void Promise.all([car.refetch(), images.refetch()])}
          also={<ButtonLink to="/admin/cars">Back to Cars</ButtonLink>}
        />
      </>
    );
  }

  const reload = async () => {
    const [fresh, freshImages] = await Promise.all([car.refetch().unwrap(), images.refetch().unwrap()]);
    return { car: fresh, images: freshImages };
  };
  return <CarForm key={`${car.data.id}`} car={car.data} images={images.data} reload={reload} />;
}
