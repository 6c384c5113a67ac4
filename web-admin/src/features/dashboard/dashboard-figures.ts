// The dashboard's numbers and rows worked out from the inventory and the login history (SPEC §2 Dashboard, §9).
import type { Car } from '@forecourt/contracts/car';
import type { Campervan } from '@forecourt/contracts/campervan';
import type { CarStatus } from '@forecourt/contracts/options';
import { formatNZD } from '@forecourt/contracts/money';

/** SPEC §9: the dashboard lists 5 recent items and 5 recent logins. */
export const DASHBOARD_ROWS = 5;

export interface InventoryRow {
  key: string;
  type: 'Car' | 'Campervan';
  makeModel: string;
  status: string;
  price: string;
}

export function inventoryFigures(cars: Car[], campervans: Campervan[]) {
  const count = (status: CarStatus) => cars.filter((car) => car.status === status).length;
  return {
    totalVehicles: cars.length + campervans.length,
    cars: cars.length,
    campervans: campervans.length,
    inventoryValue: cars.reduce((sum, car) => sum + car.price, 0),
    available: count('available'),
    reserved: count('reserved'),
    sold: count('sold'),
  };
}

/** The first five items, cars first then campervans. */
export function recentInventory(cars: Car[], campervans: Campervan[]): InventoryRow[] {
  const carRows: InventoryRow[] = cars.map((car) => ({
    key: `car-${car.id}`,
    type: 'Car',
    makeModel: `${car.brand} ${car.model}`,
    status: car.status,
    price: formatNZD(car.price),
  }));
  const vanRows: InventoryRow[] = campervans.map((van) => ({
    key: `campervan-${van.id}`,
    type: 'Campervan',
    makeModel: van.name,
    status: van.status,
    price: `${formatNZD(van.pricePerDay)}/day`,
  }));
  return [...carRows, ...vanRows].slice(0, DASHBOARD_ROWS);
}
