// A start on a folder Forecourt cannot write ends at once with exit code 1 and one line naming the folder, the cause
// and the setting that moves it: a full disk, too little room, a read-only disk, no permission; for the data folder,
// and for the media and mail outbox folders while they are in use. Real server processes on real tmpfs mounts
// (troubled-folders.ts), on either test pass: none of it reaches a database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRefusedServer, startServerProcess, type ServerProcessOptions } from '../support/server-process.ts';
import { freePort } from '../support/smtp-receiver.ts';
import { makeTroubledFolders, type TroubledFolders } from '../support/troubled-folders.ts';

describe('a start on a folder Forecourt cannot write', () => {
  let folders: TroubledFolders;
  let writable: string;

  beforeAll(() => {
    folders = makeTroubledFolders();
    writable = mkdtempSync(path.join(tmpdir(), 'forecourt-writable-'));
  });
  afterAll(() => {
    folders?.release();
    rmSync(writable, { recursive: true, force: true });
  });

  /** What the refused server printed, all of it, and its exit code. */
  async function refusal(options: ServerProcessOptions) {
    const { code, output } = await startRefusedServer({ launch: folders.seeingMounts, ...options });
    return { code, said: output.trim() };
  }

  it('stops on a full data folder, saying the disk is full', async () => {
    expect(await refusal({ dataDir: folders.full })).toEqual({
      code: 1,
      said: `Forecourt cannot write to its data folder ${folders.full}: the disk is full (no space left on device). Free some space or set DATA_DIR to another folder.`,
    });
  });

  it('stops on a data folder with less than 50 MB free, saying how much there is', async () => {
    expect(await refusal({ dataDir: folders.shortOfSpace })).toEqual({
      code: 1,
      said: `Forecourt cannot write to its data folder ${folders.shortOfSpace}: only 8 MB is free, and it needs at least 50 MB. Free some space or set DATA_DIR to another folder.`,
    });
  });

  it('stops on a read-only data folder, also on a first start that would keep its session keys there', async () => {
    const said = `Forecourt cannot write to its data folder ${folders.readOnly}: it is read-only (read-only file system). Make it writable or set DATA_DIR to another folder.`;
    expect(await refusal({ dataDir: folders.readOnly })).toEqual({ code: 1, said });
    expect(await refusal({ dataDir: folders.readOnly, env: { SESSION_KEYS: '' } })).toEqual({ code: 1, said });
  });

  it('stops on a data folder its user may not write, naming the user', async () => {
    // Root writes anywhere, so as root the server runs as nobody for this one.
    const user = process.getuid?.() === 0 ? 'nobody' : userInfo().username;
    expect(await refusal({ dataDir: folders.notWritable, launch: folders.asOutsider })).toEqual({
      code: 1,
      said: `Forecourt cannot write to its data folder ${folders.notWritable}: permission denied (Forecourt runs as the user ${user}). Give the user ${user} write access to it or set DATA_DIR to another folder.`,
    });
  });

  it('with DATABASE_URL passes over the data folder, and stops on a read-only media folder', async () => {
    const media = path.join(folders.readOnly, 'media');
    const nowhere = `postgres://postgres@127.0.0.1:${await freePort()}/forecourt`;
    expect(await refusal({ dataDir: folders.readOnly, databaseUrl: nowhere, env: { MEDIA_DIR: media } })).toEqual({
      code: 1,
      said: `Forecourt cannot write to its media folder ${media}: it is read-only (read-only file system). Make it writable or set MEDIA_DIR to another folder.`,
    });
  });

  it('stops on a read-only mail outbox folder without SMTP_URL', async () => {
    const outbox = path.join(folders.readOnly, 'outbox');
    expect(await refusal({ dataDir: writable, env: { OUTBOX_DIR: outbox } })).toEqual({
      code: 1,
      said: `Forecourt cannot write to its mail outbox folder ${outbox}: it is read-only (read-only file system). Make it writable or set OUTBOX_DIR to another folder.`,
    });
  });

  it('starts with a read-only outbox folder once SMTP_URL sends the mail instead', async () => {
    const server = await startServerProcess({
      dataDir: writable,
      env: { OUTBOX_DIR: path.join(folders.readOnly, 'outbox'), SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
      launch: folders.seeingMounts,
    });
    try {
      expect((await server.client().get('/api/health')).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
