// `npm run audit:deps` end to end, against a stand-in registry on a local port (npm_config_registry): a high
// advisory fails it (exit 1) naming the package, a moderate one passes, and a registry that refuses audits (405, as
// this machine's does) exits 2 saying nothing was checked.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let registry = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url?.includes('/-/npm/v1/security/advisories/bulk')) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.status === 200 ? JSON.stringify(answer.body) : '');
        return;
      }
      // Package documents npm may look up to suggest fixes: none here.
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// npm also reads the severity from the CVSS score, so the two agree; it caches advisories by id, so each is new.
const advisory = (severity: 'high' | 'moderate') => ({
  koa: [{ id: 900_000_000 + Math.floor(Math.random() * 1_000_000), url: 'https://github.com/advisories/GHSA-test', title: 'Test advisory', severity, vulnerable_versions: '<99.0.0', cwe: [], cvss: { score: severity === 'high' ? 8 : 5 } }],
});

function audit(): Promise<{ code: number; out: string }> {
  const script = path.join(import.meta.dirname, 'audit-deps.ts');
  return new Promise((resolve) => {
    execFile('npx', ['tsx', script], { env: { ...process.env, npm_config_registry: registry }, timeout: 120_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr });
    });
  });
}

describe('npm run audit:deps', { timeout: 150_000 }, () => {
  it('fails on a high advisory in a production dependency, naming it', async () => {
    answer = { status: 200, body: advisory('high') };
    const { code, out } = await audit();
    expect(code).toBe(1);
    expect(out).toMatch(/- koa \(high\): Test advisory \(https:\/\/github\.com\/advisories\/GHSA-test\)/);
  });

  it('passes when the worst is moderate', async () => {
    answer = { status: 200, body: advisory('moderate') };
    const { code, out } = await audit();
    expect(code, out).toBe(0);
    expect(out).toContain('No high or critical advisory in the production dependencies.');
  });

  it('says clearly that nothing was checked when the registry refuses the audit call', async () => {
    answer = { status: 405, body: {} };
    const { code, out } = await audit();
    expect(code).toBe(2);
    expect(out).toContain('The npm audit service could not be reached (405 Method Not Allowed');
    expect(out).toContain('No advisories were checked');
  });
});
