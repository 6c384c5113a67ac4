// The Manage Cars list (SPEC §2): make, model, year, price and status of every car, each sortable, with search by
// make or model and a status filter, as a table or (portrait tablet) cards; each row can be edited or deleted, and its
// price and status changed from the row. As the yard stood on a day, or for the cars removed (with when and by
// whom), it only reads: each row leads to the car's History, where a removed car is relisted.
import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, Empty } from 'antd';
import { CheckSquareOutlined } from '@ant-design/icons';
import type { BulkCarsBarProps } from './BulkCars.tsx';
import type { Car } from '@forecourt/contracts/car';
import { formatNZD } from '@forecourt/contracts/money';
import { daysInStock, daysText, stockNumberOf } from '@forecourt/contracts/stock';
import { REMOVED, type ListMode } from '../../../components/inventory-table/list-view.ts';
import { removedColumn } from '../../../components/inventory-table/YardDay.tsx';
import { ListPhoto } from '../../../components/inventory-table/ListPhoto.tsx';
import { useCurrentUser } from '../../../lib/session-api.ts';
import { marginText } from './margin.ts';
import { DueTags } from './DueTags.tsx';
import { CAR_STATUSES, CAR_STATUS_LABELS } from '@forecourt/contracts/options';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { PendingTag } from '../../../components/PendingTag.tsx';
import { CinIncompleteTag } from './CinIncompleteTag.tsx';
import { InventoryList } from '../../../components/inventory-table/InventoryList.tsx';
import type { InventoryColumn } from '../../../components/inventory-table/inventory-column.ts';
import { HistoryAction, RowActions } from '../../../components/inventory-table/RowActions.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { useQuickChange, type QuickChangeOptions } from '../../../components/inventory-table/QuickChange.tsx';
import { loadSelectionBox } from '../../../components/inventory-table/selection-boxes.ts';
import { OnDemand } from '../../../components/OnDemand.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { onDemand } from '../../../lib/on-demand.ts';
import { usePreloadWhenIdle } from '../../../lib/preload-when-idle.ts';
import { usePreloadedScreen } from '../../../lib/router/hooks.ts';
import { useUpdateCarMutation } from '../car-form-api.ts';

const statuses = CAR_STATUSES.map((status) => ({ value: status, label: CAR_STATUS_LABELS[status] }));

const name = (car: Car) => `${car.brand} ${car.model}`;
/** What the search finds a car by: make and model, its plate, VIN and stock number. */
const searchable = (car: Car) => [car.brand, car.model, car.registrationPlate, car.vin, stockNumberOf('car', car.id)].filter(Boolean).join(' ');

/** The price and the status change from the row (or card) itself, by the form's rules and call. */
const QUICK: Omit<QuickChangeOptions<Car>, 'update'> = {
  noun: 'car',
  name,
  price: {
    field: 'price',
    words: 'price',
    check: async (value) =>
      value === null ? 'Price must be positive' : (await import('@forecourt/contracts/car')).carUpdateSchema.shape.price.safeParse(value).error?.issues[0]?.message,
  },
  status: { field: 'status', choices: statuses, badge: (car) => <StatusTag kind="car" status={car.status} /> },
};

function columnsWith(quick: ReturnType<typeof useQuickChange<Car>>, mode: ListMode, isAdmin: boolean): InventoryColumn<Car>[] {
  const now = mode === 'now';
  // Administrators see what each price leaves over the cost, beside it.
  const priceCell = (car: Car) => {
    const margin = isAdmin ? marginText(car.price, car.costPrice) : undefined;
    const price = now ? quick.priceCell(car) : formatNZD(car.price);
    return margin ? (
      <span className="inventory-price">
        {price}
        <small>{margin}</small>
      </span>
    ) : (
      price
    );
  };
  const columns: InventoryColumn<Car>[] = [
    {
      key: 'brand',
      title: 'Make',
      render: (car) => (
        <span className="inventory-make">
          <ListPhoto imageUrl={car.imageUrl} />
          {car.brand}
        </span>
      ),
      sortValue: (car) => car.brand,
      inCard: 'title',
      width: 150,
    },
    { key: 'model', title: 'Model', render: (car) => car.model, sortValue: (car) => car.model, inCard: 'title' },
    { key: 'year', title: 'Year', render: (car) => car.year, sortValue: (car) => car.year, numeric: true, width: 88 },
    { key: 'price', title: 'Price', render: priceCell, sortValue: (car) => car.price, numeric: true, width: 124 },
    {
      key: 'status',
      title: 'Status',
      inCard: 'badge',
      render: (car) =>
        now ? (
          <>
            {quick.statusCell(car)}
            <PendingTag row={car} />
            <CinIncompleteTag car={car} />
            <DueTags car={car} />
          </>
        ) : (
          <StatusTag kind="car" status={car.status} />
        ),
      // In the order a car moves through the yard: available, reserved, sold.
      sortValue: (car) => CAR_STATUSES.indexOf(car.status as (typeof CAR_STATUSES)[number]),
      width: 132,
    },
  ];
  columns.push(STOCK_COLUMN);
  if (mode === 'removed') columns.push(removedColumn<Car>());
  return columns;
}

/** Its stock number, and (while it is for sale) how long it has stood on the yard; sorted by that, longest last. */
const STOCK_COLUMN: InventoryColumn<Car> = {
  key: 'stock',
  title: 'Stock',
  render: (car) => {
    const days = daysInStock(car.createdAt);
    return (
      <span className="inventory-stock">
        <span>{stockNumberOf('car', car.id)}</span>
        {car.status !== 'sold' && days !== undefined && <small title="Days in stock">{daysText(days)}</small>}
      </span>
    );
  },
  sortValue: (car) => daysInStock(car.createdAt) ?? 0,
  numeric: true,
  width: 124,
};


interface Props {
  cars: readonly Car[];
  onDelete: (car: Car) => void;
  mode?: ListMode;
  /** Shown instead of the list when there are no cars at all. */
  empty?: ReactNode;
}

// What choosing cars draws (the bar of changes to the chosen, the boxes): fetched once the list is drawn and the tablet
// is idle, so Select cars opens at once without the list waiting for it.
const loadBulkCarsBar = onDemand(async (): Promise<ComponentType<BulkCarsBarProps>> => (await import('./BulkCars.tsx')).BulkCarsBar);
const loadChoosing = () => Promise.all([loadBulkCarsBar(), loadSelectionBox()]);

export function CarsTable({ cars, onDelete, mode = 'now', empty }: Props) {
  const [updateCar] = useUpdateCarMutation();
  // Choosing several cars for one change (now only): the ids chosen, or null when not choosing.
  const [chosen, setChosen] = useState<number[] | null>(null);
  const choosing = mode === 'now' && chosen !== null;
  const quick = useQuickChange<Car>({ ...QUICK, update: (call) => updateCar(call) });
  const columns = columnsWith(quick, mode, useCurrentUser().user?.isAdmin === true);
  usePreloadWhenIdle(mode === 'now' && cars.length > 0 ? loadChoosing : undefined);
  // Every row opens the same screen (its edit form or its History): its code is here before a row is tapped.
  usePreloadedScreen(cars[0] && `/admin/cars/edit/${cars[0].id}`);
  return (
    <>
      {mode === 'now' &&
        cars.length > 0 &&
        (choosing ? (
          <OnDemand
            load={loadBulkCarsBar}
            props={{ chosen: cars.filter((car) => chosen.includes(car.id)), onDone: () => setChosen(null) }}
            loading={null}
            failure={(retry) => <RetryAlert title="Choosing cars could not be opened. Check the connection, then try again." onRetry={retry} also={<Button onClick={() => setChosen(null)}>Close</Button>} />}
          />
        ) : (
          <Button icon={<CheckSquareOutlined aria-hidden />} onClick={() => setChosen([])} className="bulk-start">
            Select cars
          </Button>
        ))}
      <InventoryList<Car>
        label="Cars"
        rows={cars}
        rowKey={(car) => car.id}
        columns={columns}
        searchLabel="Search by make, model, plate, VIN or stock no."
        searchText={searchable}
        // Window card, edit and delete side by side, each a finger wide.
        actionsWidth={mode === 'now' ? 164 : 90}
        selection={choosing ? { keys: chosen, onChange: setChosen } : undefined}
        status={(car) => (mode === 'removed' ? REMOVED : car.status)}
        statuses={mode === 'as-of' ? statuses : [...statuses, { value: REMOVED, label: 'Removed' }]}
        cardTitle={name}
        cardPhoto={(car) => <ListPhoto imageUrl={car.imageUrl} />}
        actions={(car, layout) =>
          mode === 'now' ? (
            <RowActions
              name={name(car)}
              editTo={`/admin/cars/edit/${car.id}`}
              onDelete={() => onDelete(car)}
              withWords={layout === 'card'}
              windowCard={car.id > 0 ? `/api/cars/${car.id}/cin.pdf` : undefined}
            />
          ) : (
            <HistoryAction name={name(car)} to={`/admin/cars/edit/${car.id}?tab=history`} withWords={layout === 'card'} />
          )
        }
        empty={
          empty ?? (
            <Empty description="No cars in inventory yet." className="inventory-empty">
              <ButtonLink to="/admin/cars/new" type="primary">
                Add Your First Car
              </ButtonLink>
            </Empty>
          )
        }
        noMatch="No cars match your search."
        footer={(shown, total) => (shown === total ? `Total: ${total} ${total === 1 ? 'car' : 'cars'}` : `Showing ${shown} of ${total} cars`)}
      />
      {quick.dialog}
    </>
  );
}
