// The state each stream's events lead to, kept beside the log: a command reads its stream's one row (and locks it)
// instead of folding the whole history, so a change costs the same on a car with 2,000 events as on a new one. It
// is a cache of the log, never the truth: a missing row, or one of an older state shape, is folded again from the
// events, and a rebuild writes them all afresh.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stream_states', (t) => {
    t.text('stream_type').notNullable();
    t.text('stream_id').notNullable();
    t.integer('version').notNullable();
    /** The shape the state was written in; a row of another shape is ignored and folded again. */
    t.integer('shape').notNullable();
    t.jsonb('state').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['stream_type', 'stream_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stream_states');
}
