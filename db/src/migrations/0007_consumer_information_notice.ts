// The Consumer Information Notice's facts on the cars read table. All may be empty: a car listed before the notice
// was kept reads as an incomplete notice, never as an error. The facts themselves live in the car's events like
// every other field; these columns are their projection.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cars', (t) => {
    t.text('registration_plate');
    t.text('vin');
    t.integer('first_registered_year');
    t.integer('nz_first_registered_year');
    t.boolean('imported');
    t.boolean('imported_damaged');
    t.boolean('written_off');
    t.boolean('security_interest');
    t.boolean('odometer_accurate');
    t.boolean('on_road_costs_included');
    t.integer('on_road_costs');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cars', (t) => {
    t.dropColumns(
      'registration_plate',
      'vin',
      'first_registered_year',
      'nz_first_registered_year',
      'imported',
      'imported_damaged',
      'written_off',
      'security_interest',
      'odometer_accurate',
      'on_road_costs_included',
      'on_road_costs',
    );
  });
}
