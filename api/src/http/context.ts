// The request state every handler sees, and how a request becomes a caller of a service.
import type { ParameterizedContext, DefaultContext } from 'koa';
import type { User } from '@forecourt/contracts';
import type { EventMetadata } from '../lib/event-store.ts';
import { badRequest } from '../lib/errors.ts';

export interface AppState {
  requestId: string;
  user: User | null;
}

export type AppContext = ParameterizedContext<AppState, DefaultContext, unknown>;

/** Who is asking, and the metadata their changes are recorded with. */
export interface Caller {
  user: User | null;
  metadata: EventMetadata;
}

const DEVICE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export function callerOf(ctx: AppContext): Caller {
  const user = ctx.state.user ?? null;
  const deviceId = ctx.get('X-Device-Id');
  const deviceTime = ctx.get('X-Device-Time');
  if (deviceId && !DEVICE_ID.test(deviceId)) throw badRequest('X-Device-Id must be 1 to 100 letters, digits or ._:-');
  if (deviceTime && Number.isNaN(Date.parse(deviceTime))) throw badRequest('X-Device-Time must be an ISO date and time');
  return {
    user,
    metadata: {
      actorId: user?.id ?? null,
      actorUsername: user?.username ?? null,
      requestId: ctx.state.requestId,
      ip: ctx.ip,
      userAgent: ctx.get('User-Agent') || undefined,
      commandId: ctx.get('Idempotency-Key') || undefined,
      deviceId: deviceId || undefined,
      deviceTime: deviceTime ? new Date(deviceTime).toISOString() : undefined,
    },
  };
}

/**
 * The version a PUT or DELETE was based on: the If-Match header ("3", W/"3") or `expectedVersion` in the body.
 * Absent means the client does not check (older clients stay compatible).
 */
export function expectedVersionOf(ctx: AppContext): number | undefined {
  const header = ctx.get('If-Match');
  if (header && header !== '*') {
    const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
    if (!match) throw badRequest('If-Match must be the version number of the record');
    return Number(match[1]);
  }
  const body = ctx.request.body as { expectedVersion?: unknown } | undefined;
  const fromBody = body?.expectedVersion;
  if (fromBody === undefined || fromBody === null) return undefined;
  if (typeof fromBody !== 'number' || !Number.isInteger(fromBody) || fromBody < 0) {
    throw badRequest('expectedVersion must be a whole number', [{ path: 'expectedVersion', message: 'expectedVersion must be a whole number' }]);
  }
  return fromBody;
}

/** Answers with a vehicle or record and its version as an ETag, so clients can send it back as If-Match. */
export function answerWithVersion(ctx: AppContext, body: { version: number }, status = 200): void {
  ctx.status = status;
  ctx.set('ETag', `"${body.version}"`);
  ctx.body = body;
}
