// Opening a screen builds no schema until a form is used: the contracts build theirs on first use, and the screens'
// own forms build their checks when the form opens, not when the screen's code loads (a list screen with a dialog
// in it, Manage Users or Email Settings, used to build them on every visit). Here zod refuses to build anything while
// every screen's and component's module loads.
import { describe, expect, it, vi } from 'vitest';
import { building } from '@forecourt/contracts/refusing-zod.test-support';

vi.mock('zod', async (real) => (await import('@forecourt/contracts/refusing-zod.test-support')).refusingZod(real));

describe("the staff app's screens, loaded", () => {
  it('build no schema until a form is used', async () => {
    const modules = Object.values(import.meta.glob(['../features/**/pages/*.tsx', '../features/**/components/*.tsx']));
    expect(modules.length).toBeGreaterThan(40);
    for (const load of modules) await load();
    building.allowed = true;
    const { recipientCreateSchema } = await import('@forecourt/contracts/recipient');
    expect(recipientCreateSchema.safeParse({ email: 'not an address' }).error?.issues[0]?.message).toBe('Please enter a valid email address');
  }, 60_000);
});
