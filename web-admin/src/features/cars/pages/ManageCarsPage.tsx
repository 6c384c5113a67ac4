// /admin/cars and /manage-cars (SPEC §2 Manage Cars, §4 Delete car flow, §8): the car list with its loading, failure
// and empty states, and deletion after the 'Are you sure?' confirmation. Any signed-in user may use it. The yard as it
// stood at the end of any day (?asOf=2026-11-01), with that day's counts and inventory value, and the cars removed
// (?status=removed) are read from the log.
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { PlusOutlined } from '@ant-design/icons';
import type { Car } from '@forecourt/contracts/car';
import { useDeleteCarMutation, useListCarsQuery } from '../../../lib/inventory-api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { CarsTable } from '../components/CarsTable.tsx';
import { useListCarsAsOfQuery, useListRemovedCarsQuery } from '../../../lib/yard-api.ts';
import { endOfDay, listModeOf, useListView } from '../../../components/inventory-table/list-view.ts';
import { YardDayBanner, YardDayPicker, yardEmpty } from '../../../components/inventory-table/YardDay.tsx';
import { inventoryFigures } from '../../dashboard/dashboard-figures.ts';
import { formatNZD } from '@forecourt/contracts/money';
import { useFeedback } from '../../../lib/feedback.tsx';

export function ManageCarsPage() {
  usePageTitle('Manage Cars');
  const { notification } = useFeedback();
  const [view, changeView] = useListView();
  const mode = listModeOf(view);
  const current = useListCarsQuery(undefined, { skip: mode !== 'now' });
  const past = useListCarsAsOfQuery(mode === 'as-of' && view.asOf ? endOfDay(view.asOf) : skipToken);
  const removed = useListRemovedCarsQuery(mode === 'removed' ? undefined : skipToken);
  const cars = mode === 'as-of' ? past : mode === 'removed' ? removed : current;
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
      <YardDayPicker view={view} onChange={changeView} />
      {mode === 'as-of' && view.asOf && past.currentData && <YardDayBanner day={view.asOf} figures={dayFigures(past.currentData)} />}
      {!cars.currentData && !cars.isError ? (
        <PageSpinner fullScreen={false} />
      ) : cars.isError ? (
        <RetryAlert title="Failed to load cars. Please try again." onRetry={() => void cars.refetch()} />
      ) : (
        <CarsTable cars={cars.currentData ?? []} onDelete={setChosen} mode={mode} empty={yardEmpty(mode, 'cars', () => changeView({ status: 'all', asOf: null }))} />
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

/** The day's figures, by the dashboard's rules: how many cars, of each status, and the inventory value. */
function dayFigures(cars: Parameters<typeof inventoryFigures>[0]) {
  const day = inventoryFigures(cars, []);
  return `${day.cars} ${day.cars === 1 ? 'car' : 'cars'}: ${day.available} available, ${day.reserved} reserved, ${day.sold} sold. Inventory value ${formatNZD(day.inventoryValue)}.`;
}

