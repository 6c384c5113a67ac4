// Refuses a change whose body the API would not read (415): every call takes JSON, and the upload one multipart file.
// The body parser reads JSON alone: a body of any other type would reach its handler as nothing at all, and a call
// that needs no fields (sign-out, a delete, set-primary) would go ahead as though the body had never been sent.
import type { Next } from 'koa';
import { unsupportedMediaType } from '../lib/errors.ts';
import type { AppContext } from './context.ts';

/** The types read as JSON, as type-is patterns: application/json and any structured `+json` type. */
export const JSON_TYPES = ['application/json', '+json'];

export const BODY_TYPE_MESSAGES = {
  json: 'Send the body as JSON (Content-Type: application/json)',
  multipart: 'Send the file as multipart/form-data, in the form field "file"',
} as const;

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bytes are on their way: a length above nought, or chunks of a length not told. */
const carriesBody = (ctx: AppContext) => Number(ctx.get('Content-Length')) > 0 || ctx.get('Transfer-Encoding') !== '';

/** `multipartPaths`: the POST calls that take a multipart upload instead of JSON. */
export const bodyType = (multipartPaths: readonly string[]) => async (ctx: AppContext, next: Next) => {
  if (CHANGES.has(ctx.method) && ctx.path.startsWith('/api/') && carriesBody(ctx)) {
    const upload = ctx.method === 'POST' && multipartPaths.includes(ctx.path.replace(/\/+$/, ''));
    if (upload && !ctx.is('multipart/form-data')) throw unsupportedMediaType(BODY_TYPE_MESSAGES.multipart);
    if (!upload && !ctx.is(JSON_TYPES)) throw unsupportedMediaType(BODY_TYPE_MESSAGES.json);
  }
  await next();
};
