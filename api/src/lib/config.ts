// Settings from the environment, with the embedded defaults a newcomer needs (README lists every one).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  mediaDir: string;
  outboxDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionKeys: string[];
  adminPassword: string | undefined;
  trustProxy: boolean;
  allowedOrigins: string[];
  logLevel: string;
  seedDemo: boolean;
  /** The built public site (index.html and assets). */
  webPublicDir: string;
  /** The built staff app. */
  webAdminDir: string;
  /** The site's own address for canonical links, Open Graph and the sitemap; otherwise taken from each request. */
  publicUrl: string | undefined;
}

/** The repository root, where the web builds live whatever folder the server was started from. */
const ROOT = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Forecourt <no-reply@forecourt.co.nz>',
    sessionKeys: env.SESSION_KEYS ? env.SESSION_KEYS.split(',').map((k) => k.trim()).filter(Boolean) : sessionKeysFile(dataDir),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    webPublicDir: path.resolve(env.WEB_PUBLIC_DIR ?? path.join(ROOT, 'web-public/dist')),
    webAdminDir: path.resolve(env.WEB_ADMIN_DIR ?? path.join(ROOT, 'web-admin/dist')),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
  };
}

/** Session signing keys made once and kept under the data folder, so restarts keep people signed in. */
function sessionKeysFile(dataDir: string): string[] {
  const file = path.join(dataDir, 'session-keys');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return readFileSync(file, 'utf8').split('\n').map((k) => k.trim()).filter(Boolean);
}
