// On first start with an empty database: an administrator (password printed once) and the demo yard.
import { randomBytes } from 'node:crypto';
import type { User } from '@forecourt/contracts';
import { underStartLock } from '@forecourt/db';
import type { Deps } from '../../deps.ts';
import { countUsers, findUserRowByUsername, toUser } from '../users/users.repository.ts';
import { insertUser } from '../users/users.ts';
import { seedDemoYard, yardIsEmpty, type SeedReport } from './demo-seed.ts';

export const DEMO_ADMIN = { username: 'admin', email: 'admin@forecourt.co.nz', firstName: 'Yard', lastName: 'Manager' };

/** The `admin` account: made when no account exists yet (password from ADMIN_PASSWORD or generated and printed). */
async function ensureAdmin(deps: Deps, print: (line: string) => void): Promise<User> {
  if ((await countUsers(deps.db)) === 0) {
    const generated = !deps.config.adminPassword;
    const password = deps.config.adminPassword ?? randomBytes(12).toString('base64url');
    const admin = await insertUser(deps, { ...DEMO_ADMIN, password, isAdmin: true }, { requestId: 'first-start' });
    print(
      generated
        ? `Created the administrator "admin" with the password: ${password}  (shown once; change it after signing in, or set ADMIN_PASSWORD)`
        : 'Created the administrator "admin" with the password from ADMIN_PASSWORD.',
    );
    return admin;
  }
  const row = (await findUserRowByUsername(deps.db, DEMO_ADMIN.username)) ?? (await deps.db('users').where({ is_admin: true }).orderBy('id').first());
  if (!row) throw new Error('There is no administrator to write the demo yard as; run npm run create-admin first.');
  return toUser(row);
}

/**
 * Safe with several processes starting together on one database: one at a time looks and writes, so the account and
 * the yard are made once, by whichever comes first, and the others find them.
 */
export async function seedIfEmpty(deps: Deps, print: (line: string) => void = (line) => deps.logger.info(line)): Promise<SeedReport | undefined> {
  return underStartLock(deps.db, () => seedOnce(deps, print));
}

async function seedOnce(deps: Deps, print: (line: string) => void): Promise<SeedReport | undefined> {
  const admin = await ensureAdmin(deps, print);
  if (!(await yardIsEmpty(deps))) return undefined;
  print('Writing the demo yard (first start)…');
  const started = performance.now();
  const report = await seedDemoYard(deps, admin, print);
  print(`Demo yard ready: ${report.cars} cars, ${report.campervans} campervans, ${report.photos} photos, ${report.events} events in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return report;
}
