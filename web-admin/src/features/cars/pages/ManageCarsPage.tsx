// /admin/cars and /manage-cars (SPEC §2 Manage Cars, §4 Delete car flow, §8): the car list with its loading, failure
// and empty states, and deletion after the 'Are you sure?' confirmation. Any signed-in user may use it.
import { useState } from 'react';
import { Alert, App, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Car } from '@forecourt/contracts/car';
import { useDeleteCarMutation, useListCarsQuery } from '../../../lib/inventory-api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { CarsTable } from '../components/CarsTable.tsx';

export function ManageCarsPage() {
  usePageTitle('Manage Cars');
  const { notification } = App.useApp();
  const cars = useListCarsQuery();
  const [deleteCar, { isLoading: deleting }] = useDeleteCarMutation();
  // The car chosen for deletion while the dialog is open.
  const [chosen, setChosen] = useState<Car | null>(null);

  const confirmDelete = async () => {
    if (!chosen) return;
    const result = await deleteCar({ id: chosen.id });
    setChosen(null);
    if ('error' in result) {
      notification.error({ title: 'Error', description: 'Failed to delete car. Please try again.' });
      return;
    }
    notification.success({ title: 'Car deleted', description: 'The car has been successfully removed from inventory.' });
  };

  return (
    <>
      <PageHeading
        title="Manage Cars"
        subtitle="Add, edit or remove cars from your inventory"
        extra={
          <ButtonLink to="/admin/cars/new" type="primary" icon={<PlusOutlined aria-hidden />}>
            Add New Car
          </ButtonLink>
        }
      />
      {cars.isLoading ? (
        <PageSpinner fullScreen={false} />
      ) : cars.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load cars. Please try again."
          action={<Button onClick={() => void cars.refetch()}>Try again</Button>}
        />
      ) : (
        <CarsTable cars={cars.data ?? []} onDelete={setChosen} />
      )}
      <ConfirmDeleteDialog
        open={chosen !== null}
        centered
        title="Are you sure?"
        deleting={deleting}
        onCancel={() => setChosen(null)}
        onConfirm={() => void confirmDelete()}
      >
        <p style={{ margin: 0 }}>
          This will permanently delete the {chosen?.brand} {chosen?.model} from the inventory. This action cannot be undone.
        </p>
      </ConfirmDeleteDialog>
    </>
  );
}
