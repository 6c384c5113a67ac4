// HTTP pieces both vehicle routers use: the id in the address.
import { id } from '@forecourt/contracts';
import { parse } from '../../lib/validate.ts';
import type { AppContext } from '../../http/context.ts';

/** A positive whole id from the address; anything else is a 400 ('Id must be a positive whole number'). */
export const idParam = (ctx: AppContext, name = 'id'): number => parse(id(), (ctx.params as Record<string, string>)[name]);
