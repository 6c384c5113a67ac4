// POST /api/commands: a batch of the tablet's queued changes in one request (contracts/command-batch.ts). Each change
// goes, in order, through the very pipeline its single request goes through (input guard, idempotency under its own
// command id, the API's router and its handler, the error answer), as the person who sent the batch, with the
// headers its single call carries: the same rules, permissions, events and kept answers, decided once. The batch
// itself writes nothing; a change's answer is the single call's answer.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type Koa from 'koa';
import type { Next } from 'koa';
import {
  BATCH_MESSAGES,
  COMMAND_BATCH_PATH,
  commandBatchSchema,
  outcomeOf,
  type BatchAnswer,
  type BatchCommand,
  type CommandBatchAnswer,
} from '@forecourt/contracts/command-batch';
import { parse } from '../lib/validate.ts';
import { unauthorized } from '../lib/errors.ts';
import { findUserById } from '../services/users/users.repository.ts';
import type { Deps } from '../deps.ts';
import type { AppContext, AppState } from './context.ts';

/** Calls that start or end sessions, the multipart upload, and the batch itself never go in a batch. */
const NOT_BATCHABLE = /^\/(login|logout|register|password-reset|commands)(\/|$)/;
const isBatchable = ({ method, path }: BatchCommand) => !NOT_BATCHABLE.test(path) && !(method === 'POST' && /^\/upload\/?$/.test(path));

/** Calls that may change who may do what (a user's rights, or the user itself). */
const USERS = /^\/users(\/|$)/;

/** The request headers a change's single call would carry that the batch passes on to each change. */
const PASSED_ON = ['user-agent', 'x-device-id', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'host', 'origin'];

type Pipeline = (ctx: AppContext) => Promise<void>;
/** A Koa middleware of any context type (the router's own takes its params on the context). */
type Step = (ctx: never, next: Next) => unknown;

/** Runs middleware in order, as Koa does. */
export function pipelineOf(middleware: Step[]): Pipeline {
  return (ctx) => {
    const run = (i: number): Promise<void> => {
      const step = middleware[i];
      return step ? Promise.resolve(step(ctx as never, () => run(i + 1))).then(() => undefined) : Promise.resolve();
    };
    return run(0);
  };
}

export function commandBatch(deps: Pick<Deps, 'db'>, app: Koa<AppState>, pipeline: Pipeline) {
  /** A context of its own for one change: its method, address, body and headers, as the batch's caller. */
  function contextFor(batch: AppContext, command: BatchCommand, ifMatch: number | undefined): AppContext {
    const req = new IncomingMessage(new Socket());
    req.method = command.method;
    req.url = `/api${command.path}`;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': command.commandId };
    for (const name of PASSED_ON) {
      const value = batch.get(name);
      if (value) headers[name] = value;
    }
    if (command.deviceTime) headers['x-device-time'] = command.deviceTime;
    if (ifMatch !== undefined) headers['if-match'] = `"${ifMatch}"`;
    req.headers = headers;
    const res = new ServerResponse(req);
    // As Koa starts every request: not found until something answers.
    res.statusCode = 404;
    const ctx = app.createContext(req, res) as unknown as AppContext;
    ctx.request.ip = batch.ip;
    ctx.request.body = command.body;
    ctx.state = { requestId: batch.state.requestId, user: batch.state.user };
    return ctx;
  }

  return async (ctx: AppContext, next: Next) => {
    if (ctx.path !== COMMAND_BATCH_PATH || ctx.method !== 'POST') return next();
    const signedIn = ctx.state.user;
    if (!signedIn) throw unauthorized();
    const { commands } = parse(commandBatchSchema, ctx.request.body);

    const answers: BatchAnswer[] = [];
    /** The version each change named (If-Match) and the one its answer gave: a later change may be based on it. */
    const versions: (number | undefined)[] = [];
    /** Records whose change in this batch was not applied: their later changes wait. */
    const held = new Set<string>();
    let stopped = false;
    let user: AppState['user'] = signedIn;
    let usersChanged = false;
    for (const command of commands) {
      const { commandId, record } = command;
      const notApplied = (answer: BatchAnswer) => {
        answers.push(answer);
        versions.push(undefined);
        if (record !== undefined) held.add(record);
      };
      if (stopped) {
        notApplied({ commandId, outcome: 'not-run' });
        continue;
      }
      const ref = command.ifMatch;
      const basedOn = typeof ref === 'object' ? answers[ref.answerOf] : undefined;
      const basedOnDone = basedOn === undefined || basedOn.outcome === 'applied' || basedOn.outcome === 'replayed';
      if ((record !== undefined && held.has(record)) || !basedOnDone) {
        notApplied({ commandId, outcome: 'held' });
        continue;
      }
      if (!isBatchable(command)) {
        notApplied({ commandId, outcome: 'refused', status: 400, body: { error: BATCH_MESSAGES.notBatchable } });
        continue;
      }
      const ifMatch = typeof ref === 'object' ? versions[ref.answerOf] : ref;
      const one = contextFor(ctx, command, ifMatch);
      // Who may do what is read afresh after a change to the users, as the next single call would read it.
      if (usersChanged) {
        user = (await findUserById(deps.db, signedIn.id)) ?? null;
        usersChanged = false;
      }
      one.state.user = user;
      await pipeline(one);
      if (USERS.test(command.path)) usersChanged = true;
      const status = one.status;
      const body = one.body === undefined || one.body === null ? undefined : (one.body as unknown);
      const replayed = one.response.get('Idempotent-Replayed') === 'true';
      const outcome = outcomeOf(status, body, replayed);
      if (outcome === 'applied' || outcome === 'replayed') {
        const version = (body as { version?: unknown } | undefined)?.version;
        answers.push({ commandId, outcome, status, ...(body === undefined ? {} : { body }) });
        versions.push(typeof version === 'number' ? version : ifMatch);
        continue;
      }
      notApplied({ commandId, outcome, status, ...(body === undefined ? {} : { body }) });
      // Not decided (busy, failed, signed out): nothing after it runs, so the order is kept when it is sent again.
      if (outcome === 'retry') stopped = true;
    }
    const answer: CommandBatchAnswer = { answers };
    ctx.status = 200;
    ctx.body = answer;
  };
}
