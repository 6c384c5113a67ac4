// Builds the Koa app from its dependencies; reads top to bottom as the middleware order. No listen here.
import Koa from 'koa';
import session from 'koa-session';
import { bodyParser } from '@koa/bodyparser';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import type { Deps } from './deps.ts';
import type { AppState } from './http/context.ts';
import { requestId } from './http/request-id.ts';
import { requestLog } from './http/request-log.ts';
import { errorHandler } from './http/errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { sameOrigin } from './http/same-origin.ts';
import { noStoreUnlessCacheable } from './http/api-cache-control.ts';
import { bodyType, JSON_TYPES } from './http/body-type.ts';
import { idempotency } from './http/idempotency.ts';
import { inputGuard } from './http/input-guard.ts';
import { databaseSessionStore } from './lib/auth/session-store.ts';
import { loadUser } from './services/auth/load-user.ts';
import { apiRouter } from './routes.ts';
import { UPLOAD_PATH } from './services/media/media.routes.ts';
import { webRoutes } from './http/web.ts';
import { commandBatch, pipelineOf } from './http/command-batch.ts';

export type { Deps } from './deps.ts';

export const SESSION_COOKIE = 'forecourt.sid';

export function createApp(deps: Deps): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy });
  app.keys = deps.config.sessionKeys;
  // Errors after the answer started (a visitor who left mid-download) are no fault of ours: log them quietly.
  app.on('error', (err: NodeJS.ErrnoException) => {
    const gone = ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'].includes(err.code ?? '');
    deps.logger[gone ? 'debug' : 'error']({ err }, 'error while answering');
  });

  app.use(requestId());
  app.use(requestLog(deps.logger));
  // Outside the error handler, so that it sees the final answer, errors included.
  app.use(noStoreUnlessCacheable());
  app.use(errorHandler(deps.logger, deps.storage));
  app.use(securityHeaders(deps.config.trustProxy));
  // Text answers (pages, scripts, styles, JSON) go compressed: a quarter of the bytes on a phone's connection.
  app.use(
    compress({
      threshold: 1024,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
      gzip: { level: 6 },
      deflate: false,
    }),
  );
  app.use(sameOrigin(deps.config));
  // Before the parser, which would read any other type as no body at all.
  app.use(bodyType([UPLOAD_PATH]));
  // DELETE bodies are read too: they may carry `expectedVersion`.
  app.use(
    bodyParser({ enableTypes: ['json'], extendTypes: { json: JSON_TYPES }, parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'], jsonLimit: '1mb', encoding: 'utf-8' }),
  );
  app.use(inputGuard());
  app.use(
    session(
      {
        key: SESSION_COOKIE,
        store: databaseSessionStore(deps.db),
        maxAge: 'session',
        httpOnly: true,
        sameSite: 'lax',
        secure: false,
        signed: true,
        rolling: false,
        renew: true,
      },
      app as unknown as Koa,
    ),
  );
  // Secure cookies whenever the request came over HTTPS (behind a trusted proxy, from X-Forwarded-Proto).
  app.use(async (ctx, next) => {
    ctx.sessionOptions.secure = ctx.secure;
    await next();
  });
  app.use(loadUser(deps.db));
  const api = apiRouter(deps);
  const keys = idempotency(deps, api);
  // A batch of queued changes: each goes through the same steps as its single request, from the input guard on.
  app.use(commandBatch(deps, app, pipelineOf([errorHandler(deps.logger, deps.storage), inputGuard(), keys, api.routes(), api.allowedMethods()])));
  app.use(keys);
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(webRoutes(deps));
  return app;
}
