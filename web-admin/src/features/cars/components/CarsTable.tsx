// The Manage Cars list (SPEC §2): make, model, year, price and status of every car, each sortable, with search by
// make or model and a status filter, as a table or (portrait tablet) cards; each row can be edited or deleted.
import { Empty } from 'antd';
import { carUpdateSchema, type Car } from '@forecourt/contracts/car';
import { CAR_STATUSES, CAR_STATUS_LABELS } from '@forecourt/contracts/options';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { PendingTag } from '../../../components/PendingTag.tsx';
import { CinIncompleteTag } from './CinIncompleteTag.tsx';
import { InventoryList } from '../../../components/inventory-table/InventoryList.tsx';
import type { InventoryColumn } from '../../../components/inventory-table/inventory-column.ts';
import { RowActions } from '../../../components/inventory-table/RowActions.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { useQuickChange, type QuickChangeOptions } from '../../../components/inventory-table/QuickChange.tsx';
import { useUpdateCarMutation } from '../car-form-api.ts';

const statuses = CAR_STATUSES.map((status) => ({ value: status, label: CAR_STATUS_LABELS[status] }));

const name = (car: Car) => `${car.brand} ${car.model}`;

const priceRule = carUpdateSchema.shape.price;

/** The price and the status change from the row (or card) itself, by the form's rules and call. */
const QUICK: Omit<QuickChangeOptions<Car>, 'update'> = {
  noun: 'car',
  name,
  price: { field: 'price', words: 'price', check: (value) => (value === null ? 'Price must be positive' : priceRule.safeParse(value).error?.issues[0]?.message) },
  status: { field: 'status', choices: statuses, badge: (car) => <StatusTag kind="car" status={car.status} /> },
};

function columnsWith(quick: ReturnType<typeof useQuickChange<Car>>): InventoryColumn<Car>[] {
  return [
    { key: 'brand', title: 'Make', render: (car) => car.brand, sortValue: (car) => car.brand, inCard: 'title' },
    { key: 'model', title: 'Model', render: (car) => car.model, sortValue: (car) => car.model, inCard: 'title' },
    { key: 'year', title: 'Year', render: (car) => car.year, sortValue: (car) => car.year, numeric: true },
    { key: 'price', title: 'Price', render: quick.priceCell, sortValue: (car) => car.price, numeric: true },
    {
      key: 'status',
      title: 'Status',
      inCard: 'badge',
      render: (car) => (
        <>
          {quick.statusCell(car)}
          <PendingTag row={car} />
          <CinIncompleteTag car={car} />
        </>
      ),
      // In the order a car moves through the yard: available, reserved, sold.
      sortValue: (car) => CAR_STATUSES.indexOf(car.status as (typeof CAR_STATUSES)[number]),
    },
  ];
}

export function CarsTable({ cars, onDelete }: { cars: readonly Car[]; onDelete: (car: Car) => void }) {
  const [updateCar] = useUpdateCarMutation();
  const quick = useQuickChange<Car>({ ...QUICK, update: (call) => updateCar(call) });
  const columns = columnsWith(quick);
  return (
    <>
      <InventoryList<Car>
        label="Cars"
        rows={cars}
        rowKey={(car) => car.id}
        columns={columns}
        searchLabel="Search by make or model"
        searchText={name}
        status={(car) => car.status}
        statuses={statuses}
        cardTitle={name}
        actions={(car, layout) => (
          <RowActions name={name(car)} editTo={`/admin/cars/edit/${car.id}`} onDelete={() => onDelete(car)} withWords={layout === 'card'} />
        )}
        empty={
          <Empty description="No cars in inventory yet." className="inventory-empty">
            <ButtonLink to="/admin/cars/new" type="primary">
              Add Your First Car
            </ButtonLink>
          </Empty>
        }
        noMatch="No cars match your search."
        footer={(shown, total) => (shown === total ? `Total: ${total} ${total === 1 ? 'car' : 'cars'}` : `Showing ${shown} of ${total} cars`)}
      />
      {quick.dialog}
    </>
  );
}
