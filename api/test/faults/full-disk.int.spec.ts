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

const CHANGES = 40;

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

    fillLeaving(256);
    const health = await staff.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', storage: 'full', folder: 'DATA_DIR' });

    const key = (i: number) => `price-on-a-filling-disk-${i}`;
    const answers: number[] = [];
    for (let i = 0; i < CHANGES; i += 1) {
      answers.push((await staff.put(`/api/cars/${car.id}`, { price: 40_001 + i }, { headers: { 'Idempotency-Key': key(i) } })).status);
    }
    // The disk ran out part-way: some changes went through before it did, the rest were refused.
    expect(answers.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(answers.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200 || status === 503), answers.join(' ')).toBe(true);
    const whileFull = await storedUnder(staff, car.id);
    for (let i = 0; i < CHANGES; i += 1) expect(whileFull.get(key(i)) ?? 0, `change ${i}, answered ${answers[i]}`).toBe(answers[i] === 200 ? 1 : 0);

    rmSync(filler());
    for (let i = 0; i < CHANGES; i += 1) {
      const again = await staff.put(`/api/cars/${car.id}`, { price: 40_001 + i }, { headers: { 'Idempotency-Key': key(i) } });
      expect(again.status, `change ${i} sent again:\n${server.output().slice(-2000)}`).toBe(200);
      expect(again.body.price).toBe(40_001 + i);
    }
    const after = await storedUnder(staff, car.id);
    for (let i = 0; i < CHANGES; i += 1) expect(after.get(key(i)), `change ${i}`).toBe(1);
    expect((await staff.get(`/api/cars/${car.id}`)).body.price).toBe(40_000 + CHANGES);
    expect((await staff.get('/api/health')).status).toBe(200);
  });
});
