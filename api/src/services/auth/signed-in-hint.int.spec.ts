// The signed-in hint: a readable cookie without secrets beside the session, so the public site asks /api/user only
// when someone may be signed in (its 401 stays, for the staff app: SPEC §7).
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@forecourt/contracts/session-hint';
import { TEST_PASSWORD, useTestApp } from '../../../test/support/test-app.ts';
import type { TestResponse } from '../../../test/support/test-client.ts';
import { REMEMBER_ME_MS } from '../../lib/auth/sign-in-session.ts';

const t = useTestApp();

const hintOf = (res: TestResponse) => res.headers.getSetCookie().find((line) => line.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

describe('the signed-in hint cookie', () => {
  it('is set readable at sign-in for the browser session, and dropped at logout', async () => {
    await t().createUser({ username: 'hana' });
    const client = t().client();
    const login = await client.post('/api/login', { username: 'hana', password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const hint = hintOf(login)!;
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/httponly/i);
    expect(hint).toMatch(/samesite=lax/i);
    expect(hint).not.toMatch(/expires|max-age/i);
    expect(client.cookie(`${SIGNED_IN_HINT_COOKIE}.sig`)).toBeUndefined();
    expect((await client.get('/api/user')).status).toBe(200);

    const logout = await client.post('/api/logout');
    expect(logout.status).toBe(200);
    expect(hintOf(logout)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=;.*expires=Thu, 01 Jan 1970`, 'i'));
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('lasts as long as the session with Remember me', async () => {
    await t().createUser({ username: 'tui' });
    const res = await t().client().post('/api/login', { username: 'tui', password: TEST_PASSWORD, remember: true });
    expect(res.status).toBe(200);
    const expires = Date.parse(/expires=([^;]+)/i.exec(hintOf(res)!)![1]!);
    expect(Math.abs(expires - (Date.now() + REMEMBER_ME_MS))).toBeLessThan(60_000);
  });

  it('is dropped when the browser holds it without a session, and /api/user still answers 401', async () => {
    const client = t().client();
    client.setCookie(SIGNED_IN_HINT_COOKIE, '1');
    const res = await client.get('/api/user');
    expect(res.status).toBe(401);
    expect(hintOf(res)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=;`));
    // Nobody holding it gets no cookie about it.
    expect(hintOf(await t().client().get('/api/user'))).toBeUndefined();
  });
});
