// The defences an attacker meets, measured as they would try them: how many passwords a burst of guesses gets
// checked, how many idempotency keys a stranger can make the server keep, and whether the password-reset answer's
// timing tells a real account from an unknown login. Behind TRUST_PROXY, so each request can come from an address of
// its own.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from '@forecourt/api/app';
import { createHttpServer } from '@forecourt/api/http/http-server';
import { hashPassword } from '@forecourt/api/lib/auth/password';
import type { Deps } from '@forecourt/api/deps';
import { fixed, verdictOf, whole, type BenchRow } from './bench-table.ts';

const PASSWORD = 'the-right-password';
const GUESSES = 40;
const FROM_ONE_ADDRESS = 44;
const STRANGER_KEYS = 1000;
const RESET_SAMPLES = 300;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** How often the better of "slower means a real account" and its reverse guesses right, threshold at the overall median. */
function guessedRight(real: readonly number[], unknown: readonly number[]): number {
  const threshold = median([...real, ...unknown]);
  const right = real.filter((ms) => ms > threshold).length + unknown.filter((ms) => ms <= threshold).length;
  const share = right / (real.length + unknown.length);
  return Math.max(share, 1 - share);
}

/**
 * Times password-reset answers from a process of its own, as an attacker on the network would: a client in the
 * server's process would wait for work the server does after answering, which no outside client ever sees. In a
 * random order within each pair, a short pause after each.
 */
async function timeResets(base: string): Promise<{ real: number[]; unknown: number[] }> {
  const client = `
    const [base, samples] = process.argv.slice(1);
    const real = [], unknown = [];
    let address = 0;
    for (let i = 0; i < Number(samples); i += 1) {
      const pair = [['sarah', real], ['nobody-' + i, unknown]];
      for (const [login, times] of Math.random() < 0.5 ? pair : pair.reverse()) {
        address += 1;
        const started = performance.now();
        const res = await fetch(base + '/api/password-reset', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '172.16.' + (address >> 8) + '.' + (address & 255) },
          body: JSON.stringify({ login }),
        });
        await res.arrayBuffer();
        if (res.status !== 202) throw new Error('answered ' + res.status);
        times.push(performance.now() - started);
        // A pause, so each answer is timed alone rather than beside the work the one before left for after it.
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    console.log(JSON.stringify({ real, unknown }));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', client, base, String(RESET_SAMPLES)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the timing client exited with ${code}`);
  return JSON.parse(out) as { real: number[]; unknown: number[] };
}

export async function benchSecurity(deps: Deps, log: (line: string) => void): Promise<BenchRow[]> {
  const server = createHttpServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let address = 0;
  /** A visitor's request from an address of its own (or the one given). */
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`, ...headers },
      body: JSON.stringify(body),
    });
  try {
    await deps.db('users').insert({ username: 'sarah', email: 'sarah@forecourt.test', password_hash: await hashPassword(PASSWORD), first_name: 'Sarah', last_name: 'Ngata', is_admin: true });

    const guesses = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => post('/api/login', { username: 'sarah', password: i === 20 ? PASSWORD : `guess-${i}` })),
    );
    const checked = guesses.filter((r) => r.status !== 429).length;
    const rightOneIn = guesses[20]!.status === 200;
    log(`  ${GUESSES} guesses at one account at once, each from its own address: ${checked} checked, the right one (21st) ${rightOneIn ? 'signed in' : 'refused'}`);

    const oneAddress = await Promise.all(
      Array.from({ length: FROM_ONE_ADDRESS }, (_, i) => post('/api/login', { username: `someone${i}`, password: 'wrong' }, { 'x-forwarded-for': '192.0.2.44' })),
    );
    const checkedFromOne = oneAddress.filter((r) => r.status !== 429).length;
    const retryAfter = oneAddress.find((r) => r.status === 429)?.headers.get('retry-after');
    log(`  ${FROM_ONE_ADDRESS} failures at once from one address: ${checkedFromOne} checked; refusals say Retry-After: ${retryAfter ?? '(none)'}`);

    const before = Number((await deps.db('commands').count('* as n').first())!.n);
    for (let i = 0; i < STRANGER_KEYS; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, j) => post(`/api/nothing-${i + j}`, { junk: 'x'.repeat(8000) }, { 'idempotency-key': `stranger-${i + j}-key` })));
    }
    const kept = Number((await deps.db('commands').count('* as n').first())!.n) - before;
    log(`  ${whole(STRANGER_KEYS)} keyed POSTs from a visitor to addresses the API does not have: ${kept} keys kept`);

    const { real, unknown } = await timeResets(base);
    const accuracy = guessedRight(real, unknown);
    log(`  password reset answer, median of ${RESET_SAMPLES}: a real account ${fixed(median(real), 2)} ms, an unknown login ${fixed(median(unknown), 2)} ms; guessed by time right ${fixed(accuracy * 100, 0)}% of the time`);

    return [
      {
        measure: `Security: passwords checked of ${GUESSES} guesses at one account sent at once from ${GUESSES} addresses`,
        figure: `${checked} checked; the right one, 21st, ${rightOneIn ? 'signed in' : 'refused'}`,
        peer: '—', ratio: '—', aim: '≤ 5 checked, the 21st refused', verdict: verdictOf(checked <= 5 && !rightOneIn),
      },
      {
        measure: `Security: sign-ins checked of ${FROM_ONE_ADDRESS} failures sent at once from one address`,
        figure: `${checkedFromOne} checked`,
        peer: '—', ratio: '—', aim: '≤ 20 checked', verdict: verdictOf(checkedFromOne <= 20),
      },
      {
        measure: `Security: idempotency keys kept after ${whole(STRANGER_KEYS)} keyed POSTs by a visitor to unknown addresses`,
        figure: `${kept} rows`,
        peer: '—', ratio: '—', aim: '0 rows', verdict: verdictOf(kept === 0),
      },
      {
        measure: `Security: password-reset answer time, real account vs unknown login (median of ${RESET_SAMPLES} each)`,
        figure: `${fixed(median(real), 2)} ms vs ${fixed(median(unknown), 2)} ms`,
        peer: 'a guess by time against the overall median',
        ratio: `right ${fixed(accuracy * 100, 0)}% (50% is chance)`,
        aim: '≤ 60% right',
        verdict: verdictOf(accuracy <= 0.6),
      },
    ];
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
