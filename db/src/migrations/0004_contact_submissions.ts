// Contact-form submissions counted per address, so a flood from one connection is refused (429) by every process
// alike. Only when and from where: the messages themselves are in contact_messages.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_submissions', (t) => {
    t.increments('id').primary();
    t.text('ip').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['ip', 'at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('contact_submissions');
}
