// Forgotten passwords: the single-use links sent by e-mail (only a hash of each token is kept) and the requests
// counted per address so a flood of them is refused.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_resets', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // sha256 of the token, hex: the token itself is only ever in the e-mail, so a copy of the table opens nothing.
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    // Set when a newer link for the same account is sent, or the password is changed through another link.
    t.timestamp('revoked_at', { useTz: true });
    t.index(['user_id', 'created_at']);
  });
  await knex.schema.createTable('password_reset_requests', (t) => {
    t.increments('id').primary();
    t.text('ip').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['ip', 'at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('password_reset_requests');
  await knex.schema.dropTableIfExists('password_resets');
}
