import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { carCreateSchema, carUpdateSchema } from './car.ts';
import { cinFields } from './cin-fields.ts';

describe('a schema built on first use', () => {
  it('is built on its first use, once, and not before', () => {
    let builds = 0;
    const schema = onFirstUse(() => {
      builds += 1;
      return z.object({ name: z.string().min(1, 'Name is required') });
    });
    expect(builds).toBe(0);
    expect(schema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Name is required');
    expect(schema.parse({ name: 'Hilux' })).toEqual({ name: 'Hilux' });
    expect(builds).toBe(1);
  });

  it('stands for the schema wherever zod, a form resolver or a spread reads one', () => {
    const name = onFirstUse(() => z.string().trim().min(1, 'Name is required'));
    const fields = onFirstUse(() => ({ name, berths: z.number().int() }));
    const schema = onFirstUse(() => z.object({ ...fields, kind: z.literal('van') }));
    expect(schema instanceof z.ZodObject).toBe(true);
    expect('_zod' in schema).toBe(true);
    expect(Object.keys(fields)).toEqual(['name', 'berths']);
    expect(Object.keys(schema.shape)).toEqual(['name', 'berths', 'kind']);
    expect(schema.parse({ name: '  Kea  ', berths: 4, kind: 'van' })).toEqual({ name: 'Kea', berths: 4, kind: 'van' });
    expect(z.array(schema).safeParse([{ name: ' ', berths: 4, kind: 'van' }]).error?.issues[0]).toMatchObject({ path: [0, 'name'], message: 'Name is required' });
    expect(schema.partial().parse({})).toEqual({});
  });

  it("keeps the contracts' rules and messages (the car form's, with the notice's facts)", () => {
    expect(Object.keys(carCreateSchema.shape)).toEqual(expect.arrayContaining(['brand', 'price', ...Object.keys(cinFields), 'wofExpiresOn', 'costPrice']));
    expect(carUpdateSchema.shape.price.safeParse(0).error?.issues[0]?.message).toBe('Price must be positive');
    expect(carUpdateSchema.safeParse({ vin: 'not a vin' }).error?.issues[0]?.message).toMatch(/VIN/);
    expect(carUpdateSchema.parse({ registrationPlate: ' abc 123 ' })).toEqual({ registrationPlate: 'ABC123' });
  });
});
