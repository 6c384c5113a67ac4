// The local folders Forecourt writes to, checked before the database opens: each can be made and written (a small
// file written, synced and removed) and has room, so a full or read-only disk stops the start with one line naming the
// folder and the cause, rather than an obscure error from inside the embedded database, or a start that fails later.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from './config.ts';

/** Free space each folder in use must have at start-up (README, Settings). */
export const MIN_FREE_BYTES = 50 * 1024 * 1024;

export interface DataFolder {
  /** What the folder is to Forecourt, as the message says it. */
  role: 'data folder' | 'media folder' | 'mail outbox folder';
  /** The setting that moves it. */
  setting: 'DATA_DIR' | 'MEDIA_DIR' | 'OUTBOX_DIR';
  path: string;
}

/** Why a folder cannot be used, and what to do about it. */
interface Reason {
  cause: string;
  remedy: string;
}

/** A folder Forecourt cannot use; the message is the one line the start ends with. */
export class DataFolderError extends Error {
  constructor(folder: DataFolder, { cause, remedy }: Reason) {
    super(`Forecourt cannot write to its ${folder.role} ${folder.path}: ${cause}. ${remedy} or set ${folder.setting} to another folder.`);
    this.name = 'DataFolderError';
  }
}

export const dataFolder = (dataDir: string): DataFolder => ({ role: 'data folder', setting: 'DATA_DIR', path: dataDir });

/**
 * The folders the settings put to use: DATA_DIR for the embedded database (not with DATABASE_URL), MEDIA_DIR with
 * MEDIA_STORE=disk, OUTBOX_DIR without SMTP_URL.
 */
export function foldersInUse(config: Config): DataFolder[] {
  return [
    ...(config.databaseUrl ? [] : [dataFolder(config.dataDir)]),
    ...(config.mediaStore === 'disk' ? [{ role: 'media folder', setting: 'MEDIA_DIR', path: config.mediaDir } as const] : []),
    ...(config.smtpUrl ? [] : [{ role: 'mail outbox folder', setting: 'OUTBOX_DIR', path: config.outboxDir } as const]),
  ];
}

/** Throws a DataFolderError for the first folder in use that cannot be written or is short of space. */
export function checkDataFolders(config: Config): void {
  for (const folder of foldersInUse(config)) checkFolder(folder);
}

function checkFolder(folder: DataFolder): void {
  try {
    makeFolder(folder.path);
    const probe = path.join(folder.path, `.forecourt-write-check-${process.pid}`);
    const fd = fs.openSync(probe, 'w');
    try {
      fs.writeSync(fd, Buffer.alloc(4096));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
      fs.rmSync(probe, { force: true });
    }
  } catch (error) {
    throw new DataFolderError(folder, reasonFor(error));
  }
  // Root may still write into the blocks kept back for it; the space left for everyone else is what counts.
  const free = freeSpaceOf(folder.path) ?? 0;
  if (free < MIN_FREE_BYTES) {
    throw new DataFolderError(folder, free === 0 ? DISK_FULL : { cause: `only ${megabytes(free)} is free, and it needs at least ${megabytes(MIN_FREE_BYTES)}`, remedy: 'Free some space' });
  }
}

/** The first folder in use with less room than a start needs, and how much it has: the health check reports it. */
export function shortOfSpace(config: Config): { folder: DataFolder; freeBytes: number } | undefined {
  for (const folder of foldersInUse(config)) {
    const freeBytes = freeSpaceOf(folder.path);
    if (freeBytes !== undefined && freeBytes < MIN_FREE_BYTES) return { folder, freeBytes };
  }
  return undefined;
}

/** Free bytes for everyone but root; undefined when the folder cannot be looked at (the start check says why). */
function freeSpaceOf(dir: string): number | undefined {
  try {
    const { bavail, bsize } = fs.statfsSync(dir);
    return bavail * bsize;
  } catch {
    return undefined;
  }
}

/**
 * `mkdir -p` that fails with the real cause: Node's recursive mkdirSync reports a folder it cannot make on a
 * read-only disk as ENOENT, so the folders are made one level at a time.
 */
export function makeFolder(dir: string): void {
  try {
    fs.mkdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && path.dirname(dir) !== dir) {
      makeFolder(path.dirname(dir));
      fs.mkdirSync(dir);
    } else if (!(code === 'EEXIST' && fs.statSync(dir).isDirectory())) {
      throw error;
    }
  }
}

export const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

const DISK_FULL: Reason = { cause: 'the disk is full (no space left on device)', remedy: 'Free some space' };

/** The reason a file operation in a folder failed, from its error code. */
export function reasonFor(error: unknown): Reason {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOSPC':
      return DISK_FULL;
    case 'EDQUOT':
      return { cause: 'the disk quota is used up (disk quota exceeded)', remedy: 'Free some space' };
    case 'EROFS':
      return { cause: 'it is read-only (read-only file system)', remedy: 'Make it writable' };
    case 'EACCES':
    case 'EPERM': {
      const user = userName();
      return { cause: `permission denied (Forecourt runs as ${user})`, remedy: `Give ${user} write access to it` };
    }
    case 'ENOTDIR':
    case 'EEXIST':
      return { cause: 'a file stands where a folder should be', remedy: 'Move that file away' };
    default:
      return { cause: (error as Error).message, remedy: 'Check the disk' };
  }
}

/** The user this process runs as, by name where the system has one for it. */
function userName(): string {
  try {
    return `the user ${os.userInfo().username}`;
  } catch {
    return `user id ${process.getuid?.() ?? 'unknown'}`;
  }
}
