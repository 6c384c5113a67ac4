// The read cache on its own: kept answers, coalesced loads, answers loaded across a change never kept, memory bound.
import { describe, expect, it } from 'vitest';
import { queryKey, ReadCache } from './read-cache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ReadCache', () => {
  it('loads once, then answers the kept bytes under the same ETag', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = await cache.answer('car', 'all', load);
    const second = await cache.answer('car', 'all', load);
    expect(second).toBe(first);
    expect(first.json.toString()).toBe('{"n":1}');
    expect(first.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(loads).toBe(1);
  });

  it('shares one load among readers who ask at the same moment', async () => {
    const cache = new ReadCache();
    const gate = deferred<string[]>();
    let loads = 0;
    const load = () => (loads++, gate.promise);
    const asked = [cache.answer('car', 'all', load), cache.answer('car', 'all', load)];
    gate.resolve(['a']);
    const [a, b] = await Promise.all(asked);
    expect(a).toBe(b);
    expect(loads).toBe(1);
  });

  it('drops the answers of a kind that changed, and only those', async () => {
    const cache = new ReadCache();
    let version = 0;
    const load = async () => ({ version: ++version });
    const car = await cache.answer('car', 'all', load);
    const campervan = await cache.answer('campervan', 'all', load);
    cache.invalidate(['car']);
    expect(await cache.answer('car', 'all', load)).not.toBe(car);
    expect(await cache.answer('campervan', 'all', load)).toBe(campervan);
    cache.invalidate(['*']);
    expect(await cache.answer('campervan', 'all', load)).not.toBe(campervan);
  });

  it('never keeps an answer whose load began before a change of its kind committed', async () => {
    const cache = new ReadCache();
    const stale = deferred<string>();
    const reading = cache.answer('car', 'all', () => stale.promise);
    cache.invalidate(['car']);
    // A reader after the change does not wait on the load that began before it.
    const fresh = await cache.answer('car', 'all', async () => 'fresh');
    expect(fresh.json.toString()).toBe('"fresh"');
    stale.resolve('stale');
    expect((await reading).json.toString()).toBe('"stale"');
    expect((await cache.answer('car', 'all', async () => 'again')).json.toString()).toBe('"fresh"');
  });

  it('serves a kept answer only while the log is at the version it was read at', async () => {
    let version = 7;
    let loads = 0;
    const asked: (string | undefined)[] = [];
    const cache = new ReadCache({
      logVersion: async (since) => {
        asked.push(since);
        return String(version);
      },
    });
    const load = async () => ++loads;
    const first = await cache.answer('car', 'all', load);
    expect(await cache.answer('car', 'all', load)).toBe(first);
    // Another process appended: nothing was heard here, but the next read checks.
    version = 8;
    expect((await cache.answer('car', 'all', load)).json.toString()).toBe('2');
    expect(loads).toBe(2);
    // Each check is given the version the one before it read (the log answers it unchanged if nothing was appended).
    expect(asked).toEqual([undefined, '7', '7']);
    await cache.close();
    expect(cache.stats().answers).toBe(0);
  });

  it('checks the version once for every read that arrives while a check waits, and never with a check begun before it', async () => {
    const checks: { resolve: (v: string) => void }[] = [];
    const cache = new ReadCache({ logVersion: () => new Promise<string>((resolve) => checks.push({ resolve })) });
    const load = async () => 'list';
    const early = [cache.answer('car', 'a', load), cache.answer('car', 'b', load), cache.answer('campervan', 'a', load)];
    await Promise.resolve();
    await Promise.resolve();
    expect(checks).toHaveLength(1);
    // Reads arriving while that check runs may have followed a write it began before: they wait for the next one.
    const late = [cache.answer('car', 'a', load), cache.answer('car', 'c', load)];
    await Promise.resolve();
    expect(checks).toHaveLength(1);
    checks[0]!.resolve('1');
    await Promise.all(early);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(checks).toHaveLength(2);
    checks[1]!.resolve('1');
    await Promise.all(late);
    expect(cache.stats().answers).toBe(4);
  });

  it('compresses once per encoding and stays within its memory, least recently used out first', async () => {
    const cache = new ReadCache({ maxBytes: 2000 });
    const big = (fill: string) => async () => fill.repeat(450);
    const a = await cache.answer('car', 'a', big('a'));
    expect(await a.encoded('br')).toBe(await a.encoded('br'));
    await cache.answer('car', 'b', big('b'));
    await cache.answer('car', 'a', big('x'));
    await cache.answer('car', 'c', big('c'));
    await cache.answer('car', 'd', big('d'));
    expect(cache.stats().answers).toBe(4);
    await cache.answer('car', 'e', big('e'));
    expect(cache.stats()).toMatchObject({ answers: 4 });
    expect(cache.stats().bytes).toBeLessThanOrEqual(2000);
    expect((await cache.answer('car', 'a', big('y'))).json.toString()).toContain('a');
    expect((await cache.answer('car', 'b', big('z'))).json.toString()).toContain('z');
  });

  it('names a query by its defined fields in a fixed order', () => {
    expect(queryKey({ page: 1, brand: 'BMW', model: undefined })).toBe(queryKey({ brand: 'BMW', page: 1 }));
    expect(queryKey({ page: 1 })).not.toBe(queryKey({ page: 2 }));
  });
});
