// `npm run rebuild`: truncates the read tables and replays the whole event log into them.
import { createDeps } from '@forecourt/api/boot';
import { loadConfig } from '@forecourt/api/lib/config';
import { rebuildReadTables } from '@forecourt/api/lib/read-tables';

const deps = await createDeps(loadConfig());
const total = await deps.store.log.count();
console.log(`Rebuilding the read tables from ${total} events in the ${deps.describeDatabase}…`);
const started = performance.now();
let last = 0;
const done = await rebuildReadTables(deps.store, (n) => {
  if (n - last >= 10_000 || n === total) {
    console.log(`  ${n} / ${total} events`);
    last = n;
  }
});
const seconds = (performance.now() - started) / 1000;
console.log(`Replayed ${done} events in ${seconds.toFixed(2)} s (${Math.round(done / Math.max(seconds, 0.001))} events/s).`);
await deps.db.destroy();
