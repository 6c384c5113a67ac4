// Indexes for the car search (GET /api/cars): make and model matched ignoring case, the cars on sale in each order the
// search offers (newest listed, price, year, odometer), and campervans by berths. With 10,000 cars a page of any
// search is read off an index instead of sorting the whole table.
import type { Knex } from 'knex';

const INDEXES: [name: string, table: string, columns: string][] = [
  ['cars_lower_brand_model_index', 'cars', '(lower(brand), lower(model))'],
  ['cars_status_created_index', 'cars', '(status, created_at desc, id desc)'],
  ['cars_status_price_index', 'cars', '(status, price, id)'],
  ['cars_status_year_index', 'cars', '(status, year, id)'],
  ['cars_status_mileage_index', 'cars', '(status, mileage, id)'],
  ['cars_body_fuel_transmission_index', 'cars', '(body_type, fuel_type, transmission)'],
  ['campervans_berths_index', 'campervans', '(berths)'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [name, table, columns] of INDEXES) await knex.raw(`create index ${name} on ${table} ${columns}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) await knex.raw(`drop index if exists ${name}`);
}
