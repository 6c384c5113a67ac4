// Indexes for reading the event log as the owner does (GET /api/events): newest first within one record, one person
// or one kind of change. Each ends in the position, so a page is read straight off the index however long the log is
// (recorded_at, for a date range, is indexed since 0001).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index events_stream_position_index on events (stream_type, stream_id, position)');
  // Usernames are matched ignoring case, as signing in does.
  await knex.raw(`create index events_actor_position_index on events (lower(metadata->>'actorUsername'), position)`);
  await knex.raw('create index events_type_position_index on events (type, position)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists events_type_position_index');
  await knex.raw('drop index if exists events_actor_position_index');
  await knex.raw('drop index if exists events_stream_position_index');
}
