// HTTP pieces both vehicle routers use: the id in the address, and reading a DELETE's JSON body (the app's body
// parser leaves DELETE alone) so a client can send `expectedVersion` there as well as in If-Match.
import { bodyParser } from '@koa/bodyparser';
import { id } from '@forecourt/contracts';
import { parse } from '../../lib/validate.ts';
import type { AppContext } from '../../http/context.ts';

export const deleteBody = bodyParser({ enableTypes: ['json'], parsedMethods: ['DELETE'], jsonLimit: '16kb', encoding: 'utf-8' });

/** A positive whole id from the address; anything else is a 400 ('Id must be a positive whole number'). */
export const idParam = (ctx: AppContext, name = 'id'): number => parse(id(), (ctx.params as Record<string, string>)[name]);
