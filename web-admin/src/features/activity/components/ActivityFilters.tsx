// The Activity feed's filters: which vehicle, who, what kind of change, and between which days. They live in the
// address, so a filtered view can be shared and Back returns to it.
import { Select } from 'antd';
import dayjs from 'dayjs';
import { useListCampervansQuery, useListCarsQuery } from '../../../lib/inventory-api.ts';
import { CHANGE_KINDS } from '../../../lib/change-sentence.ts';
import { displayName } from '../../../lib/session-api.ts';
import { useListStaffQuery } from '../activity-api.ts';
import { RangePicker } from './range-picker.ts';

export interface FilterValues {
  /** 'car:12' or 'campervan:3'. */
  vehicle?: string;
  actor?: string;
  type?: string;
  /** 'YYYY-MM-DD', days in the dealership's time. */
  fromDay?: string;
  toDay?: string;
}

export function ActivityFilters({ values, onChange }: { values: FilterValues; onChange: (next: FilterValues) => void }) {
  const cars = useListCarsQuery();
  const vans = useListCampervansQuery();
  const staff = useListStaffQuery();
  const set = (change: Partial<FilterValues>) => onChange({ ...values, ...change });

  const vehicles = [
    ...(cars.data ?? []).map((car) => ({ value: `car:${car.id}`, label: `${car.year} ${car.brand} ${car.model}` })),
    ...(vans.data ?? []).map((van) => ({ value: `campervan:${van.id}`, label: van.name })),
  ];
  return (
    <div className="activity-filters" role="group" aria-label="Filters">
      <Select
        aria-label="Vehicle"
        placeholder="Any vehicle"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={values.vehicle}
        onChange={(vehicle?: string) => set({ vehicle })}
        options={vehicles}
        loading={cars.isLoading}
      />
      <Select
        aria-label="User"
        placeholder="Anyone"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={values.actor}
        onChange={(actor?: string) => set({ actor })}
        options={(staff.data ?? []).map((user) => ({ value: user.username, label: `${displayName(user)} (${user.username})` }))}
      />
      <Select
        aria-label="Kind of change"
        placeholder="Any change"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={values.type}
        onChange={(type?: string) => set({ type })}
        options={CHANGE_KINDS.map((kind) => ({ value: kind.type, label: kind.label }))}
      />
      <RangePicker
        aria-label="Dates"
        format="D MMM YYYY"
        allowEmpty={[true, true]}
        value={[values.fromDay ? dayjs(values.fromDay) : null, values.toDay ? dayjs(values.toDay) : null]}
        onChange={(range) => set({ fromDay: range?.[0]?.format('YYYY-MM-DD'), toDay: range?.[1]?.format('YYYY-MM-DD') })}
        placeholder={['From', 'To']}
      />
    </div>
  );
}
