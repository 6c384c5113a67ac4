// Settings from the environment, with the embedded defaults a newcomer needs (README lists every one).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataFolder, DataFolderError, makeFolder, reasonFor } from './data-folders.ts';
import type { S3Settings } from './s3-media-store.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where uploads live: `disk` (MEDIA_DIR) or `s3` (the bucket in `s3`). */
  mediaStore: 'disk' | 's3';
  mediaDir: string;
  /** Set exactly when `mediaStore` is `s3`. */
  s3: S3Settings | undefined;
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
  /**
   * The site's origin for every link it writes (reset e-mails, canonical links, Open Graph, the sitemap); needed in
   * production. Unset, each request's own address stands in when it is one of the site's (http/site-origin.ts).
   */
  publicUrl: string | undefined;
}

/** The repository root, where the web builds live whatever folder the server was started from. */
const ROOT = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const mediaStore = mediaStoreOf(env.MEDIA_STORE);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    mediaStore,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    s3: mediaStore === 's3' ? s3Settings(env) : undefined,
    outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Forecourt <no-reply@forecourt.co.nz>',
    sessionKeys: sessionKeysOf(env, dataDir),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    webPublicDir: path.resolve(env.WEB_PUBLIC_DIR ?? path.join(ROOT, 'web-public/dist')),
    webAdminDir: path.resolve(env.WEB_ADMIN_DIR ?? path.join(ROOT, 'web-admin/dist')),
    publicUrl: publicUrlOf(env),
  };
}

function mediaStoreOf(value: string | undefined): Config['mediaStore'] {
  if (!value || value === 'disk') return 'disk';
  if (value === 's3') return 's3';
  throw new Error(`MEDIA_STORE is '${value}': it is 'disk' (the default, files under MEDIA_DIR) or 's3' (a bucket)`);
}

/**
 * PUBLIC_URL as an origin (`https://forecourt.co.nz`). Production will not start without it: the links in reset
 * e-mails and the sitemap would otherwise rest on what each request says its host is.
 */
function publicUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  if (!value) {
    if (env.NODE_ENV !== 'production') return undefined;
    throw new Error(
      "PUBLIC_URL is not set: in production (NODE_ENV=production) the server needs the site's address, e.g. " +
        'https://forecourt.co.nz, to write the links in password-reset e-mails, canonical links and the sitemap, ' +
        "so that no request's Host header can point them at another site",
    );
  }
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL is '${value}': give the site's origin, http or https and the host with no path, e.g. https://forecourt.co.nz`);
  }
  return url.origin;
}

/** The bucket settings MEDIA_STORE=s3 needs; a missing or half-given one stops start-up with the name to set. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET, the name of the bucket that holds the images');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT is '${endpoint}': give the store's address with its scheme, e.g. http://minio:9000`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      `MEDIA_STORE=s3 has ${accessKeyId ? 'S3_ACCESS_KEY_ID without S3_SECRET_ACCESS_KEY' : 'S3_SECRET_ACCESS_KEY without S3_ACCESS_KEY_ID'}: ` +
        'set both, or neither to use the AWS default credentials (environment, profile or role)',
    );
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // Stores other than AWS mostly want path-style addresses; AWS itself wants bucket host names.
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : Boolean(endpoint),
  };
}

/**
 * SESSION_KEYS, or keys of this machine's own. In production on PostgreSQL (DATABASE_URL) the server is meant to run
 * as several processes, and keys of each one's own would make a sign-in on one a stranger on the others: no start.
 */
function sessionKeysOf(env: NodeJS.ProcessEnv, dataDir: string): string[] {
  const given = (env.SESSION_KEYS ?? '').split(',').map((k) => k.trim()).filter(Boolean);
  if (given.length) return given;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new Error(
      'SESSION_KEYS is not set: in production on a shared database (DATABASE_URL) every app process must sign sessions ' +
        'with the same keys, or a sign-in on one is refused by the others; give each process the same SESSION_KEYS, ' +
        'e.g. the output of `openssl rand -hex 32`',
    );
  }
  return sessionKeysFile(dataDir);
}

/**
 * Session signing keys made once and kept under the data folder, so restarts keep people signed in. Making them is
 * the first write into the data folder, so a folder that takes none says why, as the start-up check would.
 */
function sessionKeysFile(dataDir: string): string[] {
  const file = path.join(dataDir, 'session-keys');
  if (!existsSync(file)) {
    try {
      makeFolder(dataDir);
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
      chmodSync(file, 0o600);
    } catch (error) {
      throw new DataFolderError(dataFolder(dataDir), reasonFor(error));
    }
  }
  return readFileSync(file, 'utf8').split('\n').map((k) => k.trim()).filter(Boolean);
}
