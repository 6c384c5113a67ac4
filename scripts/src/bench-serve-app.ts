// The app for the HTTP benchmarks, in a process of its own: as `npm start` runs it (settings from the environment,
// request logs at info) on the database in DATABASE_URL or the embedded one in DATA_DIR, without the demo yard or
// background mail; BENCH_FSYNC=off runs the embedded one without fsync, to measure what fsync costs. Tells its parent
// the port it listens on, and ends on SIGTERM.
import type { AddressInfo } from 'node:net';
import { createApp } from '@forecourt/api';
import { createDeps } from '@forecourt/api/boot';
import { createHttpServer } from '@forecourt/api/http/http-server';
import { loadConfig } from '@forecourt/api/lib/config';

const deps = await createDeps(loadConfig({ ...process.env, SEED_DEMO: 'false' }), { fsync: process.env.BENCH_FSYNC !== 'off' });
const server = createHttpServer(createApp(deps).callback());
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));

process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void deps.readCache
    .close()
    .then(() => deps.db.destroy())
    .finally(() => process.exit(0));
});
