// Idempotency keys belong to the signed-in person who sent them: the same key from someone else is a fresh request,
// never a replay of another person's answer. Claims note the process that made them, so that process can tell at
// once a claim of its own that is no longer running; keys are forgotten after a week (by the server, hourly).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('commands', (t) => {
    t.integer('actor_id');
    t.text('claimed_by');
  });
  // Keys already kept go to the person whose change they made; the others (refusals, uploads) cannot be placed and
  // are let go: a repeat of one is done afresh, which for a refusal gives the same refusal.
  await knex.raw(
    `update commands c set actor_id = (e.metadata->>'actorId')::int
       from events e
      where e.metadata->>'commandId' = c.command_id and e.metadata->>'actorId' is not null`,
  );
  await knex('commands').whereNull('actor_id').delete();
  await knex.raw('alter table commands drop constraint commands_pkey');
  await knex.raw('alter table commands alter column actor_id set not null');
  await knex.raw('alter table commands add primary key (actor_id, command_id)');
  await knex.raw('create index commands_created_at_index on commands (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists commands_created_at_index');
  await knex.raw('alter table commands drop constraint commands_pkey');
  // Two people's same key cannot both stay under one key.
  await knex.raw(
    `delete from commands a using commands b
      where a.command_id = b.command_id and (a.created_at, a.actor_id) > (b.created_at, b.actor_id)`,
  );
  await knex.raw('alter table commands add primary key (command_id)');
  await knex.schema.alterTable('commands', (t) => {
    t.dropColumn('claimed_by');
    t.dropColumn('actor_id');
  });
}
