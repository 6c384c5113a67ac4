// `npm run seed`: the administrator and the demo yard, into a database whose yard is empty.
import { createDeps } from '@forecourt/api/boot';
import { loadConfig } from '@forecourt/api/lib/config';
import { seedIfEmpty } from '@forecourt/api/services/system/first-start';

const deps = await createDeps(loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }));
const report = await seedIfEmpty(deps, (line) => console.log(line));
if (!report) console.log(`The ${deps.describeDatabase} already holds inventory; nothing was written.`);
await deps.db.destroy();
