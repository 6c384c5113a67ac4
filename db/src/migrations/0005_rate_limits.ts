// One table for every limit (sign-ins, contact messages, password-reset requests): each counted use is a row that
// expires on its own, so a limit is "fewer than N unexpired rows for this scope and key", checked and recorded as one
// step under a lock (api/src/lib/rate-limit.ts). It replaces the three per-purpose tables, whose rows it takes over.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.bigIncrements('id').primary();
    t.text('scope').notNullable();
    t.text('key').notNullable();
    // What else the use was about (a sign-in's address for its username, and the reverse), so the right ones can
    // be forgotten after a successful sign-in.
    t.text('ref');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['scope', 'key', 'expires_at']);
    t.index(['expires_at']);
  });
  // The windows the uses were counted in then: 15 minutes for sign-ins, an hour for the others.
  await knex.raw(
    `insert into rate_limit_hits (scope, key, ref, expires_at)
     select 'sign-in-username', lower(username), ip, at + interval '15 minutes' from login_failures
     union all select 'sign-in-address', ip, lower(username), at + interval '15 minutes' from login_failures
     union all select 'contact-address', ip, null, at + interval '1 hour' from contact_submissions
     union all select 'password-reset-address', ip, null, at + interval '1 hour' from password_reset_requests`,
  );
  for (const table of ['login_failures', 'contact_submissions', 'password_reset_requests']) await knex.schema.dropTable(table);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_failures', (t) => {
    t.increments('id').primary();
    t.text('ip').notNullable();
    t.text('username').notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['ip', 'at']);
    t.index(['username', 'at']);
  });
  for (const table of ['contact_submissions', 'password_reset_requests']) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id').primary();
      t.text('ip').notNullable();
      t.timestamp('at', { useTz: true }).notNullable();
      t.index(['ip', 'at']);
    });
  }
  await knex.schema.dropTable('rate_limit_hits');
}
