// The disk under the embedded database fills up while staff are making changes: a real server process on a small
// tmpfs, the disk filled to its last few pages. Every answer tells the truth: a 2xx change is stored once, a 5xx one
// is not stored at all, the health check says the disk is full, and once there is room every change sent again with
// its Idempotency-Key is stored exactly once. Needs root, for the mount (CI runs as root); fails, never skips, without.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import type { TestClient } from '../support/test-client.ts';
import { carBody } from '../support/vehicle-requests.ts';

/** Changes sent once the disk has run out, to meet it at every kind of write. */
const AFTER_IT_RAN_OUT = 15;
const AT_MOST = 500;

describe('a disk that fills up under the embedded database', () => {
  let folder: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    if (process.getuid?.() !== 0) throw new Error('This test mounts a small disk (tmpfs) and needs root, as CI has; run it as root.');
    folder = mkdtempSync(path.join(tmpdir(), 'forecourt-full-disk-'));
    // Room for the database and the 50 MB a start asks for.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', folder]);
  });
  afterAll(async () => {
    await server?.kill();
    if (folder) {
      execFileSync('umount', [folder]);
      rmSync(folder, { recursive: true, force: true });
    }
  });

  const filler = () => path.join(folder, 'filler');
  /** Fills the disk to the last byte, then gives back `kb` for the database to use up. */
  function fillLeaving(kb: number) {
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler()}`, 'bs=1M'], { stdio: 'ignore' });
    } catch {
      // dd stops with "No space left on device": the disk is full, as meant.
    }
    execFileSync('truncate', ['-s', `-${kb}K`, filler()]);
  }

  /** The change events stored under each Idempotency-Key, read from the log as the owner does. */
  async function storedUnder(staff: TestClient, carId: number): Promise<Map<string, number>> {
    const page = await staff.get(`/api/events?streamType=car&streamId=${carId}&limit=500`);
    expect(page.status).toBe(200);
    const counts = new Map<string, number>();
    for (const event of page.body.items as { metadata: { commandId?: string } }[]) {
      const key = event.metadata.commandId;
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  it('answers every change truthfully while it is full, and stores each once when sent again after', async () => {
    server = await startServerProcess({ dataDir: folder });
    const staff = server.client();
    const registered = await staff.post('/api/register', { username: 'sarah', email: 'sarah@forecourt.test', password: 'a-long-enough-password', firstName: 'Sarah', lastName: 'Ngata' });
    expect(registered.status).toBe(201);
    const car = (await staff.post('/api/cars', carBody({ price: 40_000 }))).body;
    let price = 40_000;

    // A few kilobytes left or a few dozen: the disk runs out at a different write each time.
    for (const leftKb of [64, 24, 8]) {
      fillLeaving(leftKb);
      const health = await staff.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'unavailable', storage: 'full', folder: 'DATA_DIR' });

      const changes: { key: string; price: number; status: number }[] = [];
      while (changes.filter((c) => c.status !== 200).length < AFTER_IT_RAN_OUT && changes.length < AT_MOST) {
        const change = { key: `left-${leftKb}k-change-${changes.length}`, price: (price += 1) };
        const res = await staff.put(`/api/cars/${car.id}`, { price: change.price }, { headers: { 'Idempotency-Key': change.key } });
        changes.push({ ...change, status: res.status });
      }
      const statuses = changes.map((c) => c.status).join(' ');
      expect(statuses, 'every answer a success or a refusal for want of room').toMatch(/^(200 |503 )*(200|503)$/);
      expect(changes.filter((c) => c.status === 503).length, statuses).toBe(AFTER_IT_RAN_OUT);
      const whileFull = await storedUnder(staff, car.id);
      for (const { key, status } of changes) expect(whileFull.get(key) ?? 0, `${key}, answered ${status}`).toBe(status === 200 ? 1 : 0);

      rmSync(filler());
      for (const { key, price: sent } of changes) {
        const again = await staff.put(`/api/cars/${car.id}`, { price: sent }, { headers: { 'Idempotency-Key': key } });
        expect(again.status, `${key} sent again:\n${server.output().slice(-2000)}`).toBe(200);
        expect(again.body.price).toBe(sent);
      }
      const after = await storedUnder(staff, car.id);
      for (const { key } of changes) expect(after.get(key), key).toBe(1);
      expect((await staff.get(`/api/cars/${car.id}`)).body.price).toBe(price);
      expect((await staff.get('/api/health')).status).toBe(200);
    }
  }, 90_000); // a server process and some 600 changes: 18 s alone, over 30 s beside other test files on two cores
});
