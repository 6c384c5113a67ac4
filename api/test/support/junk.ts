// fast-check arbitraries of hostile input for the API fuzz tests: wrong types, huge and odd text, numbers past every
// limit, prototype-pollution keys, deep nesting, broken JSON and addresses, and near-valid bodies with one thing wrong.
import fc from 'fast-check';

/** Keys that reach Object.prototype or a class if code copies input into an object carelessly. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

/** Text that has broken web apps before: NUL, half a surrogate pair, markup, SQL, paths, numbers in words. */
export const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'BMW\u0000330i',
  '\ud800',
  'half \udfff pair',
  '\u202eevil\u202c',
  '\ufeff',
  'ＢＭＷ',
  '🚗'.repeat(120),
  'e\u0301'.repeat(50),
  '<script>window.__xss=1</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table cars; --",
  '../../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1.5',
  '1e309',
  '0x1F',
  '9007199254740993',
  '99999999999999999999',
  '-99999999999999999999',
  '2147483648',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  '=cmd|" /C calc"!A0',
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '2026-02-30T25:61:00Z',
  'x'.repeat(300),
  'y'.repeat(6000),
];

export const NASTY_NUMBERS = [
  0, -0, -1, 1.5, -1.5, 0.1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53),
  Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE, -Number.MAX_VALUE, 1e21, 1e-7, 99_999_999, 100_000_000,
];

/** Number tokens JSON.stringify cannot write, spliced into raw JSON text. */
export const RAW_NUMBER_TOKENS = ['1e400', '-1e400', '99999999999999999999999', '1E5', '0.0000000000000000001', '-0.0', '12345678901234567890.5'];

export const nastyText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Lone surrogates and control characters, which fc.string does not make.
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 0xdfff }).map((c) => String.fromCharCode(c)), { maxLength: 12 }).map((cs) => cs.join('')) },
);

export const nastyNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

export const objectKey = fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) }, { weight: 2, arbitrary: nastyText });

/** Any JSON value, small but with every kind of leaf. */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(objectKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/**
 * Arrays or objects nested far deeper than any body we take. Built as a marker that `toJson` writes out as text, so
 * neither making nor writing it recurses thousands of frames deep inside the generator.
 */
export const deeplyNested = fc
  .tuple(fc.integer({ min: 40, max: 8000 }), fc.boolean())
  .map(([depth, asArray]) => `@@deep:${depth}:${asArray ? 'a' : 'o'}@@`);

const DEEP_MARKER = /"@@deep:(\d+):([ao])@@"/g;

/** JSON text of a value, with the deep-nesting markers written out as the nesting they stand for. */
export function toJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(DEEP_MARKER, (_, depth: string, kind: string) => {
    const n = Number(depth);
    return kind === 'a' ? `${'['.repeat(n)}"bottom"${']'.repeat(n)}` : `${'{"nested":'.repeat(n)}"bottom"${'}'.repeat(n)}`;
  });
}

/** A JSON object written by hand, so a key can be "__proto__" as a real own key, as JSON.parse makes it. */
export function jsonText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${toJson(value)}`).join(',')}}`;
}

/**
 * A body for a call that takes `template`: the template with some fields given junk values, some left out and some
 * odd keys added; or any junk at all; or a number JSON cannot hold; or text that is not JSON.
 */
export function junkBody(template: Record<string, unknown> | undefined): fc.Arbitrary<{ text: string }> {
  const base = template ?? {};
  const fields = Object.keys(base);
  const mutated = fc
    .record<{ replace: Record<string, unknown>; drop: string[]; extra: [string, unknown][] }>({
      replace: fields.length ? fc.dictionary(fc.constantFrom(...fields), fc.oneof(junkValue, deeplyNested), { maxKeys: 3 }) : fc.constant({}),
      drop: fc.subarray(fields, { maxLength: Math.min(2, fields.length) }),
      extra: fc.array(fc.tuple(objectKey, fc.oneof(junkValue, deeplyNested)), { maxLength: 2 }),
    })
    .map(({ replace, drop, extra }) => {
      const entries = Object.entries(base)
        .filter(([key]) => !drop.includes(key))
        .map(([key, value]): [string, unknown] => [key, Object.hasOwn(replace, key) ? replace[key] : value]);
      return { text: jsonText([...entries, ...extra]) };
    });
  const rawNumber = fields.length
    ? fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...RAW_NUMBER_TOKENS)).map(([field, token]) => ({
        text: jsonText(Object.entries({ ...base, [field]: '__RAW__' })).replace('"__RAW__"', token),
      }))
    : fc.constantFrom(...RAW_NUMBER_TOKENS).map((token) => ({ text: token }));
  const notJson = fc.oneof(
    fc.constantFrom('', '{', '{"a":', '[1,2', 'null', 'true', '"text"', '0', '{"a":1}{"b":2}', '\u0000', "{'single':'quotes'}", '{"a":1,}'),
    fc.string({ maxLength: 60 }),
  );
  const poisoned = fields.length
    ? fc
        .constantFrom(...fields)
        .chain((field) => fc.tuple(fc.constant(field), poisonFor(base[field])))
        .map(([field, value]) => ({ text: jsonText(Object.entries({ ...base, [field]: value })) }))
    : mutated;
  return fc.oneof(
    { weight: 8, arbitrary: poisoned },
    { weight: 3, arbitrary: mutated },
    { weight: 2, arbitrary: fc.oneof(junkValue, deeplyNested).map((value) => ({ text: toJson(value) })) },
    { weight: 1, arbitrary: rawNumber },
    { weight: 1, arbitrary: notJson.map((text) => ({ text })) },
  );
}

/** Characters no database text can hold: NUL and halves of a surrogate pair. */
export const POISON = ['\u0000', '\ud800', '\udc00', 'x\udbff'];

/** A wrong value for one field, shaped by the right one: a good text with poison in it, a number past its limits. */
function poisonFor(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...POISON).map((p) => `${value}${p}`) },
      { weight: 2, arbitrary: nastyText },
      { weight: 1, arbitrary: fc.oneof(nastyNumber, junkValue) },
    );
  }
  if (typeof value === 'number') return fc.oneof(nastyNumber, fc.constantFrom(...NASTY_TEXT), junkValue);
  if (Array.isArray(value)) return fc.oneof(fc.array(fc.oneof(junkValue, fc.constantFrom(...POISON)), { maxLength: 4 }), value.length ? fc.constant(value.map((v) => (typeof v === 'object' && v ? { ...v, [Object.keys(v)[0]!]: '\u0000' } : `${String(v)}\u0000`))) : junkValue);
  if (value && typeof value === 'object') return fc.oneof(fc.dictionary(objectKey, fc.oneof(junkValue, fc.constantFrom(...POISON))), deeplyNested);
  return junkValue;
}

/** One path segment: an id that exists, a number out of range, or text that is no id at all (some not even valid %-encoding). */
export const junkSegment = (known: readonly string[]) =>
  fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.constantFrom(...NASTY_NUMBERS)).map((n) => encodeURIComponent(String(n))) },
    { weight: 2, arbitrary: nastyText.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?')) || '%20') },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..%2F..%2F', '%2e%2e', 'a%2Fb', '%C0%AF', '%ED%A0%80') },
  );

/** A query string: known keys and junk ones, repeated keys (arrays), a[b] keys, broken %-encoding. */
export function junkQuery(knownKeys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...knownKeys, 'a[b]', 'x[]', ...PROTO_KEYS), objectKey);
  const value = fc.oneof(nastyText, nastyNumber.map(String));
  const pair = fc.tuple(key, value).map(([k, v]) => `${encodeURIComponent(k.replace(/[\ud800-\udfff]/g, '?'))}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '?'))}`);
  const broken = fc.constantFrom('%', 'a=%', 'a=%E0%A4%A', '%zz=1', 'limit=%00', '&&&', '=', 'page=1&page=2', 'page[]=1', 'brand[a]=b');
  return fc.array(fc.oneof({ weight: 4, arbitrary: pair }, { weight: 1, arbitrary: broken }), { maxLength: 4 }).map((pairs) => pairs.join('&'));
}

/** Headers a client may send with a change, one at a time and mostly none (a bad header is refused before the body is looked at). */
const JUNK_HEADERS: Record<string, string[]> = {
  'If-Match': ['"1"', 'W/"2"', '*', '"0"', '"99999999999999999999"', '"2147483648"', '"-1"', 'abc', '""'],
  'X-Device-Id': ['tablet-1', '', 'bad id with spaces', 'x'.repeat(200)],
  'X-Device-Time': ['2026-01-01T00:00:00Z', 'yesterday', '-271821-04-20T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '0'],
  // Never a well-formed key: a refusal kept under a real key is a write by design (it answers the replay).
  'Idempotency-Key': ['short', 'has spaces in it', 'x'.repeat(201), 'semi;colon;key'],
  'Content-Type': ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data; boundary=xyz'],
  Accept: ['text/csv', '*/*', 'application/xml'],
};

export const junkHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...Object.keys(JUNK_HEADERS))
      .chain((name) => fc.constantFrom(...JUNK_HEADERS[name]!).map((value) => ({ [name]: value }))),
  },
);
