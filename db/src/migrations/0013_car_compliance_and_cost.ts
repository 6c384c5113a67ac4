// A car's warrant of fitness and registration (licence) expiry dates, and its cost price, on the cars read table.
// The dates are days ('2026-12-24'), kept as text so no time zone can move them; all three may be empty (a car
// listed before they were kept). Like every field they live in the car's events; these columns are their projection.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cars', (t) => {
    t.text('wof_expires_on');
    t.text('rego_expires_on');
    t.integer('cost_price');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cars', (t) => {
    t.dropColumns('wof_expires_on', 'rego_expires_on', 'cost_price');
  });
}
