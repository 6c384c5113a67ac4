// The documents newcomers rely on agree with the code: README settings, docker-compose.yml, the Dockerfile and CI.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../api/src/lib/config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');
// Compose takes YAML merge keys (`<<: *app`), which YAML 1.2 leaves to an option.
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, any> };
const documented = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]));

describe('README', () => {
  it('gives the two quick-start commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test$/m);
  });

  it('documents every setting the server reads, with the real default port', () => {
    const source = read('api/src/lib/config.ts');
    const read_ = new Set([...source.matchAll(/env\.([A-Z0-9_]+)/g)].map((m) => m[1]));
    for (const name of read_) expect(documented, `${name} is read by the server but not in the README`).toContain(name);
    expect(loadConfig({ SESSION_KEYS: 'k' }).port).toBe(3000);
    expect(readme).toMatch(/\| `PORT` \| `3000` \|/);
  });
});

describe('docker-compose.yml', () => {
  const services = compose.services;
  const apps = [services.app1, services.app2];
  const env = services.app1.environment as Record<string, string>;
  const deployment = readme.slice(readme.indexOf('## Deploying with Docker Compose'), readme.indexOf('## The API'));
  const caddyfile = read('deploy/Caddyfile');
  const envExample = read('deploy/env.example');
  /** The settings as compose gives them when .env leaves a variable with a default (`${NAME:-default}`) empty. */
  const withDefaults = (settings: Record<string, string>) =>
    Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, value.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')]));
  /** The host port a service publishes for a port inside it (`127.0.0.1:8025:8025`, `${HTTP_PORT:-8080}:80`). */
  const published = (service: any, inside: number) => {
    const mapping = (service.ports as string[]).find((p) => p.endsWith(`:${inside}`));
    return mapping?.replace(`:${inside}`, '').replace(/^.*[:-]/, '').replace('}', '');
  };

  it('runs PostgreSQL, two app replicas behind a reverse proxy, a mail catcher and an S3-compatible store', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'db', 'mail', 'proxy', 's3', 's3-setup']);
    expect(services.db.image).toMatch(/^postgres:15/);
    expect(services.mail.image).toMatch(/mailpit/);
    expect(services.s3.image).toMatch(/minio\/minio:RELEASE\./);
    expect(services['s3-setup'].image).toMatch(/minio\/mc:RELEASE\./);
    expect(services.proxy.image).toMatch(/^caddy:2/);
    for (const app of apps) expect(app).toMatchObject({ build: '.', image: 'forecourt-app' });
  });

  it('gives both replicas the same settings, each one documented, pointing at the services', () => {
    expect(services.app2.environment).toEqual(env);
    for (const name of Object.keys(env)) expect(documented, `${name} is set in docker-compose.yml but not in the README`).toContain(name);
    const db = services.db.environment as Record<string, string>;
    expect(env.DATABASE_URL).toBe(`postgres://${db.POSTGRES_USER}:${db.POSTGRES_PASSWORD}@db:5432/${db.POSTGRES_DB}`);
    expect(env.SMTP_URL).toBe('smtp://mail:1025');
    expect(env.TRUST_PROXY).toBe('true');
    expect(env.SESSION_KEYS).toMatch(/^\$\{SESSION_KEYS:\?/);
    expect(env).toMatchObject({ MEDIA_STORE: 's3', S3_ENDPOINT: 'http://s3:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(loadConfig({ ...withDefaults(env), DATABASE_URL: 'postgres://x', SESSION_KEYS: 'k' })).toMatchObject({
      mediaStore: 's3', trustProxy: true, port: 3000, s3: { bucket: env.S3_BUCKET, endpoint: 'http://s3:9000', forcePathStyle: true },
    });
  });

  it('gives the apps the site\'s address, which the image needs to start in production', () => {
    const site = `http://localhost:${published(services.proxy, 80)}`;
    expect(env.PUBLIC_URL).toBe(`\${PUBLIC_URL:-${site}}`);
    expect(envExample).toMatch(new RegExp(`^PUBLIC_URL=${site}$`, 'm'));
    expect(read('Dockerfile')).toMatch(/^ENV NODE_ENV=production$/m);
    const production = { ...withDefaults(env), NODE_ENV: 'production', DATABASE_URL: 'postgres://x', SESSION_KEYS: 'k' };
    expect(loadConfig(production).publicUrl).toBe(site);
    expect(() => loadConfig({ ...production, PUBLIC_URL: '' })).toThrow(/^PUBLIC_URL is not set: in production \(NODE_ENV=production\)/);
  });

  it('opens the bucket the setup makes, with the store\'s own keys', () => {
    const minio = services.s3.environment as Record<string, string>;
    expect(env.S3_ACCESS_KEY_ID).toBe(minio.MINIO_ROOT_USER);
    expect(env.S3_SECRET_ACCESS_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
    const setup = services['s3-setup'];
    expect(setup.environment.MC_HOST_store).toBe(`http://${minio.MINIO_ROOT_USER}:${minio.MINIO_ROOT_PASSWORD}@s3:9000`);
    expect([...setup.entrypoint, ...setup.command]).toEqual(['mc', 'mb', '--ignore-existing', `store/${env.S3_BUCKET}`]);
  });

  it('starts each part once what it needs is healthy, and checks the health of every lasting service', () => {
    const needs = (name: string) =>
      Object.fromEntries(Object.entries(services[name].depends_on ?? {}).map(([k, v]: [string, any]) => [k, v.condition]));
    const base = { db: 'service_healthy', mail: 'service_healthy', 's3-setup': 'service_completed_successfully' };
    expect(needs('app1')).toEqual(base);
    expect(needs('app2')).toEqual({ ...base, app1: 'service_healthy' });
    expect(needs('s3-setup')).toEqual({ s3: 'service_healthy' });
    expect(needs('proxy')).toEqual({ app1: 'service_healthy', app2: 'service_healthy' });
    for (const name of ['db', 'mail', 's3', 'app1', 'app2', 'proxy']) expect(services[name].healthcheck?.test, name).toBeDefined();
    for (const app of apps) expect(app.healthcheck.test.join(' ')).toContain(`http://127.0.0.1:${env.PORT}/api/health`);
  });

  it('publishes only the proxy, the inbox and the console, the last two on this machine alone', () => {
    for (const name of ['db', 's3-setup', 'app1', 'app2']) expect(services[name].ports, name).toBeUndefined();
    expect(services.proxy.ports).toEqual(['${HTTP_PORT:-8080}:80', '${HTTPS_PORT:-8443}:443']);
    expect(services.mail.ports).toEqual(['127.0.0.1:8025:8025']);
    expect(services.s3.ports).toEqual(['127.0.0.1:9001:9001']);
  });

  it('balances the proxy over both replicas by their health, from deploy/Caddyfile', () => {
    expect(services.proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(caddyfile).toMatch(new RegExp(`reverse_proxy app1:${env.PORT} app2:${env.PORT} \\{`));
    expect(caddyfile).toMatch(/^\s*lb_policy \w+$/m);
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health$/m);
    expect(caddyfile).toContain('{$SITE_ADDRESS::80}');
    expect(services.proxy.environment.SITE_ADDRESS).toBe('${SITE_ADDRESS:-:80}');
  });

  it('is deployed as the README says: command, addresses, services and secrets', () => {
    expect(deployment).toContain('cp deploy/env.example .env');
    expect(deployment).toMatch(/^docker compose up --build$/m);
    expect(deployment).toContain(`The site** is at <http://localhost:${published(services.proxy, 80)}>`);
    expect(deployment).toContain(`The mail inbox** is at <http://localhost:${published(services.mail, 8025)}>`);
    expect(deployment).toContain(`The S3 console** is at <http://localhost:${published(services.s3, 9001)}>`);
    expect(deployment).toContain(`bucket \`${env.S3_BUCKET}\``);
    for (const name of Object.keys(services)) expect(deployment, name).toContain(`\`${name}\``);
    for (const setting of ['DATABASE_URL', 'SESSION_KEYS', 'MEDIA_STORE=s3', 'SMTP_URL', 'TRUST_PROXY=true']) {
      expect(deployment, setting).toContain(`\`${setting}\``);
    }
    // Every variable the file takes from .env is in the example, and those it requires are named in the README.
    const text = read('docker-compose.yml');
    const variables = new Set([...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]!));
    const examples = new Set([...envExample.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    for (const name of variables) expect(examples, `${name} is missing from deploy/env.example`).toContain(name);
    for (const [, name] of text.matchAll(/\$\{([A-Z0-9_]+):\?/g)) expect(deployment, name).toContain(`\`${name}\``);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;

  it('installs every workspace, builds the web apps, and runs the server with production dependencies only', () => {
    for (const workspace of workspaces) {
      expect(dockerfile.split(`COPY ${workspace}/package.json ${workspace}/`).length - 1, workspace).toBe(2);
    }
    expect(dockerfile).toMatch(/^RUN npm ci --no-audit --no-fund$/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev/m);
    expect(dockerfile).toContain('COPY --from=build /app/web-public/dist web-public/dist');
    expect(dockerfile).toContain('COPY --from=build /app/web-admin/dist web-admin/dist');
    expect(dockerfile).toContain('CMD ["node", "--import", "tsx", "api/src/server.ts"]');
    expect(JSON.parse(read('package.json')).dependencies.tsx).toBeDefined();
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('keeps installed files, local data and secrets out of the image', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '.env', '.git']) expect(ignored).toContain(entry);
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
