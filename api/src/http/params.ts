// Ids in the address: a positive whole number, else a 400 that names the parameter.
import { z } from 'zod';
import { id } from '@forecourt/contracts';
import { parse } from '../lib/validate.ts';
import type { AppContext } from './context.ts';

export function idParam(ctx: AppContext, name = 'id', label = 'Id'): number {
  const params = (ctx as AppContext & { params?: Record<string, string> }).params ?? {};
  return parse(z.object({ [name]: id(label) }), { [name]: params[name] })[name] as number;
}
