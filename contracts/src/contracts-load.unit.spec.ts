// Loading the contracts (and the domain that folds events with them) builds no schema: each is built on its first
// use. Every screen of the staff app loads them before it can draw, and a list screen uses no schema; building them
// all cost the tablet about 0.2 s on every start. Here zod refuses to build anything while the modules load.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { building } from './refusing-zod.test-support.ts';

const DOMAIN = path.resolve(import.meta.dirname, '../../domain/src');

vi.mock('zod', async (real) => (await import('./refusing-zod.test-support.ts')).refusingZod(real));

describe('the contracts and the domain, loaded', () => {
  it('build no schema until one is used, and then build it', async () => {
    const contracts = await import('./index.ts');
    const domain = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'));
    expect(domain.length).toBeGreaterThan(10);
    for (const file of domain) await import(path.join(DOMAIN, file));
    building.allowed = true;
    expect(contracts.loginSchema.safeParse({ username: '', password: 'x' }).error?.issues[0]?.message).toBe('Username is required');
  });
});
