// The database package: connect, migrate, and the names of the read tables that projections own.
export { connect, type Db, type Connection, type ConnectOptions } from './connect.ts';
export { migrate } from './migrate.ts';
export { underStartLock } from './start-lock.ts';
export { READ_TABLES } from './migrations/0001_initial.ts';
