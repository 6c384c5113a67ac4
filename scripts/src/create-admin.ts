// `npm run create-admin -- --username x --email y [--password p]`: adds an administrator account to the database
// the server uses (same settings), for the first start of a real deployment or when every administrator is locked out.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createDeps } from '@forecourt/api/boot';
import { loadConfig } from '@forecourt/api/lib/config';
import { AppError } from '@forecourt/api/lib/errors';
import { insertUser } from '@forecourt/api/services/users/users';

const USAGE = `Usage: npm run create-admin -- --username <name> --email <address> [--password <password>]
                    [--first-name <name>] [--last-name <name>]

The password comes from --password, else the ADMIN_PASSWORD setting, else one is generated and printed once.
The database is the server's: DATABASE_URL when set, otherwise the embedded database under DATA_DIR.`;

const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;

function readArguments() {
  try {
    const { values } = parseArgs({
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    return values;
  } catch (err) {
    return usage((err as Error).message);
  }
}

function usage(problem?: string): never {
  if (problem) console.error(`${problem}\n`);
  console.error(USAGE);
  process.exit(problem ? EXIT_USAGE : 0);
}

const args = readArguments();
if (args.help) usage();
if (!args.username || !args.email) usage('--username and --email are required.');

const config = loadConfig();
const generated = !args.password && !config.adminPassword;
const password = args.password ?? config.adminPassword ?? randomBytes(18).toString('base64url');

const deps = await createDeps(config).catch((err: Error) => {
  console.error(`Could not open the database: ${err.message}`);
  process.exit(EXIT_REFUSED);
});
try {
  const user = await insertUser(
    deps,
    {
      username: args.username,
      email: args.email,
      password,
      firstName: args['first-name'] ?? '',
      lastName: args['last-name'] ?? '',
      isAdmin: true,
    },
    { source: 'create-admin' },
  );
  console.log(`Created administrator '${user.username}' <${user.email}> (id ${user.id}) in the ${deps.describeDatabase}.`);
  if (generated) console.log(`Password (shown only this once, keep it safe): ${password}`);
} catch (err) {
  process.exitCode = EXIT_REFUSED;
  if (err instanceof AppError) {
    const issues = err.body.issues ?? [];
    if (issues.length === 0) console.error(`Not created: ${err.message}`);
    else console.error(['Not created:', ...issues.map((issue) => `  ${issue.path}: ${issue.message}`)].join('\n'));
  } else {
    console.error(`Not created: ${(err as Error).message ?? err}`);
  }
} finally {
  await deps.db.destroy();
}
