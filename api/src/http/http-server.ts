// The HTTP server around the app. Idle keep-alive connections are held longer than clients and load balancers hold
// theirs (60 s is usual), so the server never closes a socket just as a client sends the next request on it, which
// the client would see as a reset connection. Headers must arrive within a little more than that.
import { createServer, type RequestListener, type Server } from 'node:http';

export const KEEP_ALIVE_MS = 65_000;

export function createHttpServer(handler: RequestListener): Server {
  const server = createServer(handler);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
