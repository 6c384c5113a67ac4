// Schemas built when first used, not when their module loads. zod builds a schema's checks as it is declared: every
// schema of these contracts cost the yard's tablet about 0.2 s on each start of the staff app, before any screen could
// draw, though a list screen uses none of them until a form is sent. The server pays it once; the tablet on every open.

/**
 * The value `build` returns, built on its first use: reading a property, `in`, spreading, `instanceof`. Until then
 * nothing is built. It stands for the value in every way code reads one (zod's parsers, resolvers and `z.object({
 * ...fields })` alike), with the same type; only its identity differs from the built value's, so never compare it with
 * `===` against a schema zod hands back.
 */
export function onFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const value = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    // Reported as configurable: the stand-in object never holds the property itself, and a proxy may not report a
    // property its target lacks as fixed.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
    set: (_, key, next) => Reflect.set(value(), key, next),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(value(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(value(), key),
  });
}

/** The keys of an object built on first use (a schema's shape, a set of fields), read when first asked for, once. */
export function keysOnFirstUse<K extends string = string>(of: () => object): () => K[] {
  let keys: K[] | undefined;
  return () => (keys ??= Object.keys(of()) as K[]);
}
