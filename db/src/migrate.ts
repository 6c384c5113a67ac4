// Runs the migrations, listed here in order, on either driver (no file-system loader, so tsx and tests agree).
import type { Knex } from 'knex';
import * as initial from './migrations/0001_initial.ts';
import * as passwordResets from './migrations/0002_password_resets.ts';
import * as eventLogIndexes from './migrations/0003_event_log_indexes.ts';
import * as contactSubmissions from './migrations/0004_contact_submissions.ts';
import * as rateLimits from './migrations/0005_rate_limits.ts';
import * as idempotencyPerCaller from './migrations/0006_idempotency_per_caller.ts';
import * as consumerInformationNotice from './migrations/0007_consumer_information_notice.ts';
import * as enquiryVehicle from './migrations/0008_enquiry_vehicle.ts';
import * as search from './migrations/0009_search.ts';
import * as streamStates from './migrations/0010_stream_states.ts';
import * as eventTransactions from './migrations/0011_event_transactions.ts';
import * as passwordResetRequests from './migrations/0012_password_reset_requests.ts';
import * as carComplianceAndCost from './migrations/0013_car_compliance_and_cost.ts';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_password_resets': passwordResets,
  '0003_event_log_indexes': eventLogIndexes,
  '0004_contact_submissions': contactSubmissions,
  '0005_rate_limits': rateLimits,
  '0006_idempotency_per_caller': idempotencyPerCaller,
  '0007_consumer_information_notice': consumerInformationNotice,
  '0008_enquiry_vehicle': enquiryVehicle,
  '0009_search': search,
  '0010_stream_states': streamStates,
  '0011_event_transactions': eventTransactions,
  '0012_password_reset_requests': passwordResetRequests,
  '0013_car_compliance_and_cost': carComplianceAndCost,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};

export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource: source });
}
