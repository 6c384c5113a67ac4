import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database out of reach on either driver', () => {
    for (const err of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('53300', 'sorry, too many clients already'),
      withCode('08006', 'connection failure'),
      withCode('55000', 'database "forecourt" is not currently accepting connections'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }),
      new Error('PGlite is closed'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
      new Error('select 1 - wrapped', { cause: withCode('ECONNRESET') }),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    }
  });

  it('leaves every other fault a fault', () => {
    for (const err of [
      withCode('23505', 'duplicate key value violates unique constraint "users_username_unique"'),
      withCode('42P01', 'relation "cars" does not exist'),
      withCode('55000', 'currval of sequence "car_id_seq" is not yet defined in this session'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      undefined,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });
});
