// The whole first schema: the event log, the read tables projected from it, and the ordinary tables.
import type { Knex } from 'knex';

/** Tables rebuilt from the event log; `npm run rebuild` truncates and replays exactly these. */
export const READ_TABLES = [
  'car_images',
  'cars',
  'campervan_images',
  'campervans',
  'car_brands',
  'car_features',
  'campervan_features',
  'email_settings',
] as const;

const SEQUENCES = ['car_id_seq', 'car_image_id_seq', 'campervan_id_seq', 'campervan_image_id_seq', 'brand_id_seq', 'car_feature_id_seq', 'campervan_feature_id_seq', 'recipient_id_seq'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('events', (t) => {
    t.bigIncrements('position').primary();
    t.text('stream_type').notNullable();
    t.text('stream_id').notNullable();
    t.integer('version').notNullable();
    t.text('type').notNullable();
    t.jsonb('data').notNullable();
    t.jsonb('metadata').notNullable();
    t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['stream_type', 'stream_id', 'version']);
    t.index(['type']);
    t.index(['recorded_at']);
  });
  // A command id is answered once: a repeat gets the stored answer and appends nothing.
  await knex.schema.createTable('commands', (t) => {
    t.text('command_id').primary();
    t.text('method').notNullable();
    t.text('path').notNullable();
    t.integer('status_code');
    t.jsonb('response');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  for (const sequence of SEQUENCES) await knex.raw(`create sequence ${sequence}`);

  await knex.schema.createTable('cars', (t) => {
    t.integer('id').primary();
    t.text('brand').notNullable();
    t.text('model').notNullable();
    t.integer('year').notNullable();
    t.text('description').notNullable();
    t.integer('price').notNullable();
    t.text('transmission').notNullable();
    t.text('fuel_type').notNullable();
    t.integer('mileage').notNullable();
    t.text('body_type').notNullable();
    t.text('color').notNullable();
    t.text('image_url').notNullable();
    t.text('status').notNullable().defaultTo('available');
    t.text('vehicle_type').notNullable().defaultTo('car');
    t.jsonb('features').notNullable().defaultTo('[]');
    t.integer('version').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['brand', 'model']);
    t.index(['price']);
  });
  await knex.schema.createTable('car_images', (t) => {
    t.integer('id').primary();
    t.integer('car_id').notNullable().index();
    t.text('image_url').notNullable();
    t.text('file_id');
    t.text('transform_type');
    t.jsonb('transform_params');
    t.integer('position').notNullable();
  });
  await knex.schema.createTable('campervans', (t) => {
    t.integer('id').primary();
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.integer('price_per_day').notNullable();
    t.integer('price_per_week').notNullable();
    t.integer('berths').notNullable();
    t.text('transmission').notNullable();
    t.text('fuel_type').notNullable();
    t.integer('mileage').notNullable();
    t.jsonb('features').notNullable().defaultTo('[]');
    t.text('image_url').notNullable();
    t.text('status').notNullable().defaultTo('available');
    t.integer('version').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('campervan_images', (t) => {
    t.integer('id').primary();
    t.integer('campervan_id').notNullable().index();
    t.text('image_url').notNullable();
    t.text('file_id');
    t.text('transform_type');
    t.jsonb('transform_params');
    t.integer('position').notNullable();
  });
  for (const table of ['car_brands', 'car_features', 'campervan_features']) {
    await knex.schema.createTable(table, (t) => {
      t.integer('id').primary();
      t.text('name').notNullable();
      if (table !== 'car_brands') t.boolean('is_custom').notNullable().defaultTo(true);
      t.integer('version').notNullable();
    });
    await knex.raw(`create unique index ${table}_name_unique on ${table} (lower(name))`);
  }
  await knex.schema.createTable('email_settings', (t) => {
    t.integer('id').primary();
    t.text('email').notNullable();
    t.text('name');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_primary').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.integer('version').notNullable();
  });

  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.text('username').notNullable();
    t.text('email').notNullable();
    t.text('password_hash').notNullable();
    t.text('first_name').notNullable().defaultTo('');
    t.text('last_name').notNullable().defaultTo('');
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index users_username_unique on users (lower(username))');
  await knex.raw('create unique index users_email_unique on users (lower(email))');
  await knex.schema.createTable('sessions', (t) => {
    t.text('id').primary();
    t.jsonb('data').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
    t.integer('user_id').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('login_history', (t) => {
    t.increments('id').primary();
    t.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('username').notNullable();
    t.timestamp('login_time', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
    t.text('ip_address');
    t.text('user_agent');
  });
  await knex.schema.createTable('login_failures', (t) => {
    t.increments('id').primary();
    t.text('ip').notNullable();
    t.text('username').notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['ip', 'at']);
    t.index(['username', 'at']);
  });
  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id').primary();
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('phone');
    t.text('subject').notNullable();
    t.text('message').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
    t.text('ip_address');
    t.text('user_agent');
    t.text('message_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
  });
  await knex.schema.createTable('uploads', (t) => {
    t.text('file_id').primary();
    t.text('original_name');
    t.text('format').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('bytes').notNullable();
    t.integer('created_by');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['uploads', 'contact_messages', 'login_failures', 'login_history', 'sessions', 'users', ...READ_TABLES, 'commands', 'events']) {
    await knex.schema.dropTableIfExists(table);
  }
  for (const sequence of SEQUENCES) await knex.raw(`drop sequence if exists ${sequence}`);
}
