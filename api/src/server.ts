// Starts Forecourt: settings, database (migrated on start), demo data on first start, mail worker, HTTP.
import { createHttpServer } from './http/http-server.ts';
import { createApp } from './app.ts';
import { createDeps } from './boot.ts';
import { loadConfig } from './lib/config.ts';
import { startBackgroundWork } from './background.ts';
import { seedIfEmpty } from './services/system/first-start.ts';

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    // A setting missing or wrong: its own message, without a stack trace around it.
    console.error(`Forecourt cannot start: ${(err as Error).message}`);
    process.exit(1);
  }
})();
const deps = await createDeps(config);
deps.logger.info(`database: ${deps.describeDatabase}; media: ${deps.media.describe}; mail: ${deps.mailer.describe}`);
if (config.seedDemo) await seedIfEmpty(deps, (line) => console.log(line));

const server = createHttpServer(createApp(deps).callback());
const background = startBackgroundWork(deps);
server.listen(config.port, config.host, () => {
  deps.logger.info(`Forecourt is running at http://localhost:${config.port}`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.logger.info(`${signal}: finishing requests and closing`);
  background.stop();
  server.close();
  server.closeIdleConnections();
  await deps.db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
