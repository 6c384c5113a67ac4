// A change that sends a body the API does not read (text, a form, bytes) is refused with 415 and writes nothing,
// where it used to reach its handler as no body at all; JSON goes through under any +json type; the upload takes
// multipart/form-data alone; the same calls sent with no body at all carry on as before.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/test-app.ts';
import type { TestClient } from '../../test/support/test-client.ts';
import { carBody } from '../../test/support/vehicle-requests.ts';
import { plainImage } from '../services/media/test-images.ts';
import { BODY_TYPE_MESSAGES } from './body-type.ts';

const t = useTestApp();

const eventCount = async () => (await t().deps.db('events')).length;

/** Sends `text` as the body with this Content-Type, as a form, a script or a mistaken client might. */
const sendAs = (client: TestClient, method: string, path: string, type: string, text: string) =>
  client.request(method, path, text, { headers: { 'content-type': type } });

function expectRefused(res: { status: number; body: unknown; headers: Headers }, message: string) {
  expect(res.status).toBe(415);
  expect(res.body).toEqual({ error: message });
}

describe('a change whose body is not JSON', () => {
  it('is refused with 415 and writes nothing, where the same call with no body goes ahead', async () => {
    const { client } = await t().signedIn('admin');
    const car = (await client.post('/api/cars', carBody())).body;
    const recipient = (await client.post('/api/email-settings', { email: 'sales@forecourt.test', name: 'Sales' })).body;
    const before = await eventCount();

    for (const [method, path, type, text] of [
      ['DELETE', `/api/cars/${car.id}`, 'text/plain', JSON.stringify({ expectedVersion: car.version })],
      ['PUT', `/api/cars/${car.id}`, 'application/x-www-form-urlencoded', 'price=1'],
      ['POST', '/api/cars', 'text/plain;charset=UTF-8', JSON.stringify(carBody())],
      ['POST', '/api/cars', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="price"\r\n\r\n1\r\n--x--\r\n'],
      ['POST', `/api/email-settings/${recipient.id}/set-primary`, 'text/plain', 'yes'],
      ['POST', '/api/logout', 'application/xml', '<logout/>'],
    ] as const) {
      expectRefused(await sendAs(client, method, path, type, text), BODY_TYPE_MESSAGES.json);
    }
    expect(await eventCount()).toBe(before);
    expect((await client.get(`/api/cars/${car.id}`)).body).toMatchObject({ id: car.id, version: car.version, price: car.price });
    expect((await client.get('/api/user')).status).toBe(200);

    // No body, whatever type it names: as the apps send a delete, set-primary and sign-out.
    expect((await client.request('POST', `/api/email-settings/${recipient.id}/set-primary`, '', { headers: { 'content-type': 'text/plain' } })).status).toBe(200);
    expect((await client.delete(`/api/cars/${car.id}`)).status).toBe(200);
    expect((await client.post('/api/logout')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('is refused when it comes in chunks of no stated length too', async () => {
    const { client } = await t().signedIn('user');
    const cookie = ['forecourt.sid', 'forecourt.sid.sig'].map((name) => `${name}=${client.cookie(name)}`).join('; ');
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const url = new URL(`${t().baseUrl}/api/logout`);
      const req = request(url, { method: 'POST', headers: { 'content-type': 'text/plain', cookie, 'transfer-encoding': 'chunked' } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write('sign me ');
      req.end('out');
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.text)).toEqual({ error: BODY_TYPE_MESSAGES.json });
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('goes through as JSON under application/json with a charset and under any +json type', async () => {
    const { client } = await t().signedIn('admin');
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json', 'application/vnd.forecourt.car+json']) {
      const res = await sendAs(client, 'POST', '/api/cars', type, JSON.stringify(carBody({ model: type })));
      expect(res.status, res.text).toBe(201);
      expect(res.body.model).toBe(type);
    }
  });
});

describe('the upload', () => {
  it('takes multipart/form-data alone, and refuses a file sent any other way with 415', async () => {
    const { client } = await t().signedIn('user');
    const image = await plainImage('jpeg');
    for (const [type, body] of [
      ['image/jpeg', image],
      ['application/octet-stream', image],
      ['application/json', JSON.stringify({ file: image.toString('base64') })],
    ] as const) {
      const res = await client.request('POST', '/api/upload', body, { headers: { 'content-type': type } });
      expectRefused(res, BODY_TYPE_MESSAGES.multipart);
    }
    expect(await t().deps.db('uploads')).toHaveLength(0);
    expect((await client.upload('/api/upload', image, 'car.jpg')).status).toBe(201);
  });
});
