// POST /api/commands: the staff tablet's queued changes sent in one request, in order. Each change is still its own
// command, under its own command id (the Idempotency-Key its single call would carry), run by the same call the
// single request goes to, and answered on its own: applied, replayed (a repeat), clash, refused, or held (behind a
// change to the same record that was not applied). One change's failure undoes none of the others.
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import type { ErrorBody } from './errors.ts';
import { COMMAND_BATCH_PATH, MAX_BATCH_BYTES, MAX_BATCH_COMMANDS } from './limits.ts';

// Where a batch goes and how large it may be live with the limits, which the tablet's sync reads without these schemas.
export { COMMAND_BATCH_PATH, MAX_BATCH_BYTES, MAX_BATCH_COMMANDS };

export const BATCH_METHODS = ['POST', 'PUT', 'DELETE'] as const;

export const BATCH_MESSAGES = {
  empty: 'Send at least one change',
  tooMany: `A batch holds at most ${MAX_BATCH_COMMANDS} changes`,
  commandId: 'commandId must be the change’s command id (its Idempotency-Key)',
  path: 'path must be the address of a call under /api, starting with /',
  answerOf: 'answerOf must name an earlier change of the same batch',
  notBatchable: 'This call cannot be sent in a batch; send it on its own',
} as const;

/**
 * The version a change is based on: a number, or the version the answer to an earlier change of the same batch gave
 * (`answerOf` is that change's place, from 0), when the tablet made both to the same record one after another.
 */
export const batchIfMatchSchema = onFirstUse(() =>
  z.union([
    z.number().int().min(0),
    z.object({ answerOf: z.number().int().min(0) }).strict(),
  ]),
);

export const batchCommandSchema = onFirstUse(() =>
  z.object({
    /** Checked as the single call checks its Idempotency-Key: a bad one refuses that change alone. */
    commandId: z.string({ error: BATCH_MESSAGES.commandId }).min(1, BATCH_MESSAGES.commandId).max(200, BATCH_MESSAGES.commandId),
    method: z.enum(BATCH_METHODS, { error: 'method must be one of: POST, PUT, DELETE' }),
    /** The single call's address under /api: '/cars/12'. */
    path: z
      .string({ error: BATCH_MESSAGES.path })
      .max(500, BATCH_MESSAGES.path)
      .regex(/^\/[^?#]*$/, BATCH_MESSAGES.path),
    body: z.unknown().optional(),
    ifMatch: batchIfMatchSchema.optional(),
    /** When it was made on the device (ISO), as X-Device-Time (checked as the single call checks the header). */
    deviceTime: z.string().max(100).optional(),
    /**
     * The record it changes ('car:12'), as the tablet orders its changes: a later change to a record whose earlier
     * change in this batch was not applied is held, not run.
     */
    record: z.string().max(200).optional(),
  }),
);

export const commandBatchSchema = onFirstUse(() =>
  z
    .object({
      commands: z
        .array(batchCommandSchema, { error: 'commands must be a list of changes' })
        .min(1, BATCH_MESSAGES.empty)
        .max(MAX_BATCH_COMMANDS, BATCH_MESSAGES.tooMany),
    })
    .superRefine(({ commands }, ctx) => {
      commands.forEach((command, i) => {
        const ref = command.ifMatch;
        if (typeof ref === 'object' && ref.answerOf >= i) ctx.addIssue({ code: 'custom', path: ['commands', i, 'ifMatch', 'answerOf'], message: BATCH_MESSAGES.answerOf });
      });
    }),
);

export type BatchCommand = z.infer<typeof batchCommandSchema>;
export type CommandBatch = z.infer<typeof commandBatchSchema>;

/**
 * What became of one change:
 * - applied: done now; `body` is what the single call answers (the record and its version).
 * - replayed: done before under the same command id; `body` is the answer it had then, nothing was done again.
 * - clash: 409 version-conflict or field-clash, with the same body the single call gives; nothing was written.
 * - refused: any other 4xx (400 with issues, 403, 404 …), as the single call answers it; nothing was written.
 * - held: not run, behind an earlier change to the same record in this batch that was not applied.
 * - retry: not decided (the server was busy or failed, or the same command is still running): send it again later.
 * - not-run: not run, because an earlier change had to be retried; the order is kept.
 */
export type BatchOutcome = 'applied' | 'replayed' | 'clash' | 'refused' | 'held' | 'retry' | 'not-run';

export interface BatchAnswer {
  commandId: string;
  outcome: BatchOutcome;
  /** The single call's HTTP status (absent when it was not run). */
  status?: number;
  /** The single call's answer: the record, or an error body (ErrorBody). */
  body?: unknown;
}

export interface CommandBatchAnswer {
  answers: BatchAnswer[];
}

/** The outcome of a single call's answer. */
export function outcomeOf(status: number, body: unknown, replayed: boolean): BatchOutcome {
  const code = (body as Partial<ErrorBody> | undefined)?.code;
  if (status === 409 && code === 'idempotency-in-flight') return 'retry';
  if (status === 401 || status === 429 || status >= 500) return 'retry';
  if (status < 400) return replayed ? 'replayed' : 'applied';
  if (status === 409 && (code === 'version-conflict' || code === 'field-clash')) return 'clash';
  return 'refused';
}
