// Asking for a password link is stored before it is answered, and a mail worker turns it into a link and an e-mail,
// as enquiries are sent: a restart between the answer and the send loses nothing. Only the login as typed, where to
// link to and who asked are kept, never a token (the link is made when its e-mail goes), and the row goes once done.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_reset_requests', (t) => {
    t.increments('id').primary();
    t.text('login').notNullable();
    /** The site's address the link points at. */
    t.text('origin').notNullable();
    t.text('ip');
    t.text('request_id');
    /** Set once the login was found to name an account whose hourly links allow one more: then only the mail is left. */
    t.integer('account_id');
    /** pending, retrying, or sending (claimed by a worker until next_attempt_at). */
    t.text('status').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.index(['next_attempt_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('password_reset_requests');
}
