// Starts Forecourt: settings, a check of the folders it writes, database (migrated on start), demo data on first start,
// mail worker, HTTP.
import { createHttpServer } from './http/http-server.ts';
import { createApp } from './app.ts';
import { createDeps } from './boot.ts';
import { loadConfig } from './lib/config.ts';
import { DataFolderError } from './lib/data-folders.ts';
import { startBackgroundWork } from './background.ts';
import { seedIfEmpty } from './services/system/first-start.ts';

const { config, deps } = await open();
deps.logger.info(`database: ${deps.describeDatabase}; media: ${deps.media.describe}; mail: ${deps.mailer.describe}`);
if (config.seedDemo) await seedIfEmpty(deps, (line) => console.log(line));

const server = createHttpServer(createApp(deps).callback());
const background = startBackgroundWork(deps);
server.listen(config.port, config.host, () => {
  deps.logger.info(`Forecourt is running at http://localhost:${config.port}`);
});

/**
 * Settings and dependencies. A setting missing or wrong, or a local folder Forecourt cannot write, ends the start with
 * one line saying why, without a stack trace around it.
 */
async function open() {
  const settings = (() => {
    try {
      return loadConfig();
    } catch (error) {
      console.error(error instanceof DataFolderError ? error.message : `Forecourt cannot start: ${(error as Error).message}`);
      process.exit(1);
    }
  })();
  try {
    return { config: settings, deps: await createDeps(settings) };
  } catch (error) {
    if (!(error instanceof DataFolderError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

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
