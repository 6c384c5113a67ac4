// Turns away input no handler could store or walk, before any of them sees it: an address that is not valid
// %-encoding, text with a NUL character or half of a UTF-16 surrogate pair (PostgreSQL keeps neither in text or
// jsonb, and would fail the whole request), and JSON nested deeper than any form sends. A 400 that says which.
import type { Next } from 'koa';
import { badRequest } from '../lib/errors.ts';
import type { AppContext } from './context.ts';

/** Deeper than anything the apps send (a conflict resolution's value is a list of names: 4 levels) by far. */
export const MAX_JSON_DEPTH = 32;

export const INPUT_MESSAGES = {
  badAddress: 'The address is not valid',
  unstorableText: 'Text must not contain NUL characters or unpaired surrogate characters',
  tooDeep: `The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
} as const;

// NUL, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

export const hasUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

export const inputGuard = () => async (ctx: AppContext, next: Next) => {
  let path: string;
  try {
    path = decodeURIComponent(ctx.path);
  } catch {
    throw badRequest(INPUT_MESSAGES.badAddress);
  }
  if (hasUnstorableText(path)) throw badRequest(INPUT_MESSAGES.badAddress);
  for (const [key, value] of Object.entries(ctx.query)) {
    const values = Array.isArray(value) ? value : [value ?? ''];
    if (hasUnstorableText(key) || values.some(hasUnstorableText)) {
      throw badRequest(INPUT_MESSAGES.unstorableText, [{ path: key.slice(0, 100), message: INPUT_MESSAGES.unstorableText }]);
    }
  }
  checkJson(ctx.request.body);
  await next();
};

/** Walks the parsed body without recursion (so depth itself cannot overflow the stack), keys and values alike. */
function checkJson(body: unknown): void {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: body, depth: 0, path: '' }];
  while (stack.length) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasUnstorableText(value)) throw badRequest(INPUT_MESSAGES.unstorableText, [{ path, message: INPUT_MESSAGES.unstorableText }]);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw badRequest(INPUT_MESSAGES.tooDeep);
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasUnstorableText(key)) throw badRequest(INPUT_MESSAGES.unstorableText, [{ path: at.slice(0, 200).replace(UNSTORABLE_ALL, '?'), message: INPUT_MESSAGES.unstorableText }]);
      stack.push({ value: child, depth: depth + 1, path: at });
    }
  }
}
