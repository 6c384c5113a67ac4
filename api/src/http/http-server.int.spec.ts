// The server keeps an idle keep-alive connection open longer than Node's default 5 s, so a client that sends its next
// request on it a little later is answered on the same socket instead of seeing the connection reset.
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './http-server.ts';

const server = createHttpServer((_req, res) => res.end('ok'));
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function get(agent: Agent): Promise<{ body: string; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ body, socket: req.socket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTP server', () => {
  it('answers a request sent on a keep-alive connection that sat idle for longer than 5 s, on the same socket', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(agent);
    await new Promise((resolve) => setTimeout(resolve, 5_600));
    const second = await get(agent);
    expect([first.body, second.body]).toEqual(['ok', 'ok']);
    expect(second.socket).toBe(first.socket);
    agent.destroy();
  }, 15_000);
});
