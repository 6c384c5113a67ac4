// The ceiling of the read benchmark: a bare node:http server, in a process of its own, answering every request with
// the same bytes from memory (BENCH_BODY_FILE, with BENCH_CONTENT_TYPE and, if set, BENCH_CONTENT_ENCODING), or 304
// when BENCH_ETAG is set and the request's If-None-Match names it. Nothing else: no routing, no logging, no database.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = readFileSync(process.env.BENCH_BODY_FILE!);
const etag = process.env.BENCH_ETAG;
const headers: Record<string, string | number> = {
  'content-type': process.env.BENCH_CONTENT_TYPE ?? 'application/json; charset=utf-8',
  'content-length': body.length,
  ...(process.env.BENCH_CONTENT_ENCODING ? { 'content-encoding': process.env.BENCH_CONTENT_ENCODING } : {}),
  ...(etag ? { etag } : {}),
};

const server = createServer((req, res) => {
  if (etag && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag });
    res.end();
    return;
  }
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
