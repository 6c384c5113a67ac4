// No browser or proxy keeps a private answer of the API (Cache-Control: no-store), nor any refusal; the public
// inventory lists stay revalidated by their ETag (no-cache, 304 included) and the media immutable.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/test-app.ts';
import type { TestClient } from '../../test/support/test-client.ts';
import { campervanBody, carBody } from '../../test/support/vehicle-requests.ts';
import { plainImage } from '../services/media/test-images.ts';

const t = useTestApp({ resetBetweenTests: false });

let admin: TestClient;
let imageUrl = '';

beforeAll(async () => {
  admin = (await t().signedIn('admin')).client;
  imageUrl = (await admin.upload('/api/upload', await plainImage('jpeg'), 'car.jpg')).body.url;
  expect((await admin.post('/api/cars', carBody({ imageUrl }))).status).toBe(201);
  expect((await admin.post('/api/campervans', campervanBody())).status).toBe(201);
  expect((await admin.post('/api/email-settings', { email: 'sales@forecourt.test', name: 'Sales' })).status).toBe(201);
  const message = { name: 'Aroha', email: 'aroha@example.co.nz', subject: 'Test drive', message: 'Saturday?', phone: '', honeypot: '', timestamp: Date.now() - 60_000 };
  expect((await t().client().post('/api/contact', message)).status).toBeLessThan(300);
});

const now = () => new Date().toISOString();

/** Every private read, as the staff app makes it. */
const privateReads = () => [
  '/api/user',
  '/api/users',
  '/api/login-history',
  '/api/events',
  '/api/events?format=csv',
  '/api/contact-messages',
  '/api/email-settings',
  '/api/cars/1/history',
  '/api/campervans/1/history',
  `/api/cars/1?asOf=${now()}`,
  `/api/campervans/1?asOf=${now()}`,
  '/api/insights/stock',
];

describe('private answers', () => {
  it('are never kept: no-store on every private read', async () => {
    for (const address of privateReads()) {
      const res = await admin.get(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('cache-control'), address).toBe('no-store');
    }
  });

  it('nor are their refusals, to a visitor or for a bad address', async () => {
    const visitor = t().client();
    for (const address of privateReads()) {
      const res = await visitor.get(address);
      expect(res.status, address).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('cache-control'), address).toBe('no-store');
    }
    for (const [address, status] of [
      ['/api/cars/999/history', 404],
      ['/api/cars/1?asOf=yesterday', 400],
      ['/api/campervans/1?asOf=yesterday', 400],
      ['/api/events?limit=lots', 400],
      ['/api/no-such-call', 404],
    ] as const) {
      const res = await admin.get(address);
      expect(res.status, address).toBe(status);
      expect(res.headers.get('cache-control'), address).toBe('no-store');
    }
  });
});

describe('public answers', () => {
  it('keep their own rules: the lists asked again by ETag (304 included), the images kept for good', async () => {
    for (const address of ['/api/cars', '/api/campervans']) {
      const list = await t().client().get(address);
      expect(list.headers.get('cache-control'), address).toBe('no-cache');
      const again = await t().client().get(address, { headers: { 'If-None-Match': list.headers.get('etag')! } });
      expect(again.status, address).toBe(304);
      expect(again.headers.get('cache-control'), address).toBe('no-cache');
    }
    const image = await t().client().get(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
