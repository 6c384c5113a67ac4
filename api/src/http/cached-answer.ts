// Answers a read from the read cache: the kept bytes, already compressed when the client takes br or gzip, with a
// weak ETag, and 304 Not Modified when the client already has them (If-None-Match).
import type { CachedAnswer, ContentEncoding, ReadCache } from '../lib/read-cache.ts';
import type { AppContext } from './context.ts';

// Below this the compression middleware would not compress either.
const COMPRESS_FROM_BYTES = 1024;

/** br when the client takes it at least as gladly as gzip (as the compression middleware prefers), else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name.toLowerCase(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : undefined;
}

/**
 * If-None-Match by weak comparison (RFC 9110 §13.1.2): `*` or any listed tag with the same opaque part. A request's
 * Cache-Control: no-cache speaks to caches on the way, not to us, so unlike Koa's `ctx.fresh` it is not looked at.
 */
export function hasAlready(ifNoneMatch: string, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === ours);
}

export async function answerFromCache(ctx: AppContext, cache: ReadCache, kind: string, key: string, load: () => Promise<unknown>): Promise<void> {
  const answer: CachedAnswer = await cache.answer(kind, key, load);
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  ctx.set('ETag', answer.etag);
  // Stored, but asked about again every time: the list changes whenever the stock does.
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  if (hasAlready(ctx.get('If-None-Match'), answer.etag)) {
    ctx.status = 304;
    return;
  }
  // Already compressed once for everyone; the middleware must not do it again per request.
  ctx.compress = false;
  const encoding = answer.json.length >= COMPRESS_FROM_BYTES ? preferredEncoding(ctx.get('Accept-Encoding')) : undefined;
  if (encoding && ctx.method !== 'HEAD') {
    ctx.set('Content-Encoding', encoding);
    ctx.body = await answer.encoded(encoding);
  } else {
    ctx.body = answer.json;
  }
}
