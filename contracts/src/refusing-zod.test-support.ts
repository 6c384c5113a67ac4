// For tests that load modules and check they build no zod schema as they load: `vi.mock('zod', refusingZod)` hands
// them a zod whose `z` throws on any use until `building.allowed` is set. (Test support only; nothing else imports it.)
export const building = { allowed: false };

export async function refusingZod(real: <T>() => Promise<T>): Promise<typeof import('zod')> {
  const zod = await real<typeof import('zod')>();
  const z = new Proxy(zod.z, {
    get(target, key, receiver) {
      if (!building.allowed) throw new Error(`z.${String(key)} was called while the modules loaded`);
      return Reflect.get(target, key, receiver);
    },
  });
  return { ...zod, z };
}
