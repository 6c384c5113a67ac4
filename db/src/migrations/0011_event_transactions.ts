// Each event carries the id of the transaction that appended it, so appends to different streams need no lock on the
// whole log: readers that follow the log ("what came after my checkpoint") read in (transaction, position) order and
// only below the oldest transaction still running, where nothing can commit any more. Events written before this
// migration all count as transaction 0: they are settled, and their order is their position, as it always was.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A constant default adds the column without rewriting the table; new events then take their own transaction's id.
  await knex.raw(`alter table events add column tx xid8 not null default '0'`);
  await knex.raw('alter table events alter column tx set default pg_current_xact_id()');
  await knex.raw('create index events_tx_position_index on events (tx, position)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists events_tx_position_index');
  await knex.raw('alter table events drop column tx');
}
