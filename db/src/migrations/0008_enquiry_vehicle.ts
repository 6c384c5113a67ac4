// An enquiry about one vehicle keeps which one it was (kind and id, and its name and public address as they were
// when it was sent, so the mail and the Messages screen still say it if the vehicle is later removed), what the
// visitor wanted of it (a question, a test drive, a booking) and the day they would like. A general enquiry has
// none of these. The day is text 'YYYY-MM-DD', a calendar day with no time zone, read alike by both drivers.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_messages', (t) => {
    t.text('vehicle_kind');
    t.integer('vehicle_id');
    t.text('vehicle_name');
    t.text('vehicle_url');
    t.text('intent');
    t.text('preferred_date');
  });
  await knex.raw(
    `alter table contact_messages add constraint contact_messages_vehicle_check check (
       (vehicle_kind is null and vehicle_id is null and vehicle_name is null and vehicle_url is null and intent is null and preferred_date is null)
       or (vehicle_kind in ('car', 'campervan') and vehicle_id is not null and vehicle_name is not null and vehicle_url is not null
           and intent in ('question', 'test-drive', 'booking')
           and (preferred_date is null or preferred_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table contact_messages drop constraint if exists contact_messages_vehicle_check');
  await knex.schema.alterTable('contact_messages', (t) => {
    for (const column of ['preferred_date', 'intent', 'vehicle_url', 'vehicle_name', 'vehicle_id', 'vehicle_kind']) t.dropColumn(column);
  });
}
