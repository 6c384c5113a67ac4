// GET /api/campervans on a real database: newest first, filters (daily price bounds inclusive), paging.
import { describe, expect, it } from 'vitest';
import type { User } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { Caller } from '../../http/context.ts';
import { listCampervan } from './campervans.ts';
import { CAMPERVAN_HISTORIES } from './campervans.scenarios.ts';

const t = useTestApp();
const hiace = CAMPERVAN_HISTORIES.hiaceSummerRates.listed;
const callerOf = (user: User): Caller => ({ user, metadata: { actorId: user.id, actorUsername: user.username } });

describe('campervans: the list, filtered and paged', () => {
  async function fleet() {
    const user = await t().createUser({ isAdmin: true });
    const vans: [number, number, string?][] = [
      [2, 100],
      [4, 101],
      [4, 200, 'rented'],
      [6, 300],
      [2, 99],
      [6, 450],
    ];
    for (const [i, [berths, pricePerDay, status]] of vans.entries()) {
      const at = { recordedAt: new Date(Date.UTC(2025, 0, i + 1)) };
      await listCampervan(t().deps, { ...hiace, name: `Van ${i + 1}`, berths, pricePerDay, status: status ?? 'available' }, callerOf(user), at);
    }
  }
  const ids = async (query: string) => ((await t().client().get(`/api/campervans${query}`)).body as { id: number }[]).map((c) => c.id);

  it('answers the whole list newest first, filtered by berths (sleeps at least), status and daily price (bounds included)', async () => {
    await fleet();
    expect(await ids('')).toEqual([6, 5, 4, 3, 2, 1]);
    // A family of three asking for 4 berths also sees the 6-berths.
    expect(await ids('?berths=4')).toEqual([6, 4, 3, 2]);
    expect(await ids('?berths=6')).toEqual([6, 4]);
    expect(await ids('?berths=2')).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await ids('?berths=5')).toEqual([6, 4]);
    expect(await ids('?berths=7')).toEqual([]);
    expect(await ids('?status=rented')).toEqual([3]);
    expect(await ids('?priceRange=0-100')).toEqual([5, 1]);
    expect(await ids('?priceRange=100-200')).toEqual([3, 2, 1]);
    expect(await ids('?priceRange=200-300')).toEqual([4, 3]);
    expect(await ids('?priceRange=300%2B')).toEqual([6, 4]);
    expect(await ids('?berths=6&priceRange=300%2B&status=available')).toEqual([6, 4]);
    expect(await ids('?berths=&priceRange=')).toHaveLength(6);
  });

  it('answers one page with the totals when a page is asked for, and refuses a malformed query', async () => {
    await fleet();
    const first = await t().client().get('/api/campervans?page=1');
    expect(first.body).toMatchObject({ total: 6, page: 1, pageSize: 6, pageCount: 1 });
    expect(first.body.items).toHaveLength(6);
    const second = await t().client().get('/api/campervans?page=2&pageSize=4&berths=6');
    expect(second.body).toEqual({ items: [], total: 2, page: 2, pageSize: 4, pageCount: 1 });
    const paged = await t().client().get('/api/campervans?page=2&pageSize=4');
    expect(paged.body.items.map((c: { id: number }) => c.id)).toEqual([2, 1]);
    expect((await t().client().get('/api/campervans?berths=20')).body.error).toBe('Maximum berths is 12');
    expect((await t().client().get('/api/campervans?priceRange=300-')).status).toBe(400);
  });
});
