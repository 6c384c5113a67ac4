// The documents newcomers rely on agree with the code: README settings, docker-compose.yml and CI.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../api/src/lib/config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');
const compose = parse(read('docker-compose.yml')) as { services: Record<string, any> };
const documented = new Set([...readme.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]));

describe('README', () => {
  it('gives the two quick-start commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test$/m);
  });

  it('documents every setting the server reads, with the real default port', () => {
    const source = read('api/src/lib/config.ts');
    const read_ = new Set([...source.matchAll(/env\.([A-Z_]+)/g)].map((m) => m[1]));
    for (const name of read_) expect(documented, `${name} is read by the server but not in the README`).toContain(name);
    expect(loadConfig({ SESSION_KEYS: 'k' }).port).toBe(3000);
    expect(readme).toMatch(/\| `PORT` \| `3000` \|/);
  });
});

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, the app and a mail catcher', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'mail']);
    expect(compose.services.db.image).toMatch(/^postgres:/);
    expect(compose.services.mail.image).toMatch(/mailpit|mailhog|maildev/);
  });

  it('wires the app to them with documented settings', () => {
    const app = compose.services.app;
    const env = app.environment as Record<string, string>;
    const db = compose.services.db.environment as Record<string, string>;
    expect(env.DATABASE_URL).toBe(`postgres://${db.POSTGRES_USER}:${db.POSTGRES_PASSWORD}@db:5432/${db.POSTGRES_DB}`);
    expect(env.SMTP_URL).toMatch(/^smtp:\/\/mail:\d+$/);
    for (const name of Object.keys(env)) expect(documented, `${name} is set in docker-compose.yml but not in the README`).toContain(name);
    expect(app.ports).toContain(`${env.PORT}:${env.PORT}`);
    expect(app.depends_on.db.condition).toBe('service_healthy');
  });
});

describe('CI', () => {
  it('installs what it needs and runs the README test command', () => {
    const ci = read('.ci/run');
    expect(ci).toContain('npm ci');
    expect(ci).toContain('apt-get install -y');
    expect(ci).toContain('pg_ctlcluster --skip-systemctl-redirect');
    expect(ci).toMatch(/^npm test/m);
  });
});
