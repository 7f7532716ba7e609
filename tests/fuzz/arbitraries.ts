import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for request inputs, built from the same zod schemas the routes validate with
 * (through zod's JSON Schema output, whose shape is stable across zod versions), plus hostile mutations
 * of them (decision 060).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
};

/** Long enough to hit length limits, short enough to keep runs fast. */
const STRING_CAP = 64;

export function toJsonSchema(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? STRING_CAP, Math.max(STRING_CAP, minLength));
  const exact = fc.string({ minLength, maxLength, unit: 'grapheme' });
  // Sometimes exactly at or just over the declared limit, where off-by-one errors live.
  const atLimit =
    schema.maxLength !== undefined
      ? [fc.constantFrom('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1))]
      : [];
  return fc.oneof({ weight: 4, arbitrary: exact }, ...atLimit.map((arbitrary) => ({ weight: 1, arbitrary })));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON)
      : schema.minimum;
  const max =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON)
      : schema.maximum;
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (as far as JSON Schema can say: refinements are not expressed). */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryFor));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return schema.format === 'binary' ? fc.string() : stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) model[key] = arbitraryFor(value);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Hostile leaf values: control and unstorable characters, extreme numbers, wrong types, markup. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '',
    ' ',
    '\u202e\u0000',
    '\uffff\ufffe',
    '𝕏'.repeat(300),
    'x'.repeat(100_000),
    '../../../etc/passwd',
    '%00',
    '%',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '\\',
    '${7*7}{{7*7}}',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '__proto__',
    'constructor',
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER - 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
    -0,
    -1,
    0,
    0.5,
    2 ** 31,
    2 ** 63,
    '1e400',
    '-1',
    '99999999999999999999999999',
    'NaN',
    'Infinity',
    '0x10',
    true,
    false,
    null,
    [],
    {},
    [null],
    { __proto__: null, constructor: { prototype: { polluted: true } } },
    { $gt: '' },
    ['a', 'b'],
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value replaced somewhere in the tree (or the tree itself) by a hostile one. */
function replaceSomewhere(value: unknown): fc.Arbitrary<unknown> {
  const here = hostileValue;
  if (Array.isArray(value) && value.length > 0) {
    return fc.oneof(
      here,
      fc
        .nat({ max: value.length - 1 })
        .chain((index) =>
          replaceSomewhere(value[index]).map((replacement) =>
            value.map((item, i) => (i === index ? replacement : item)),
          ),
        ),
    );
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0)
      return fc.oneof(
        here,
        hostileValue.map((extra) => ({ extra })),
      );
    return fc.oneof(
      here,
      fc.constantFrom(...keys).chain((key) =>
        replaceSomewhere((value as Record<string, unknown>)[key]).map((replacement) => ({
          ...(value as Record<string, unknown>),
          [key]: replacement,
        })),
      ),
      // An unknown key next to the known ones.
      fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'x\u0000', 'extra', '$where'), hostileValue)
        .map(
          ([key, extra]) => JSON.parse(JSON.stringify({ ...value, [key]: extra })) as Record<string, unknown>,
        ),
    );
  }
  return here;
}

/** A schema-valid value with one hostile mutation. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain(replaceSomewhere);
}

/** Raw bodies no schema describes: broken encodings, broken JSON, deep nesting, huge literals. */
export const RAW_BODIES: { contentType: string; payload: string | Buffer }[] = [
  {
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { contentType: 'application/json', payload: Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xed, 0xa0, 0x80]) },
  { contentType: 'application/json; charset=utf-16', payload: Buffer.from('{"a":1}', 'utf16le') },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '1e400' },
  { contentType: 'application/json', payload: '-0' },
  { contentType: 'application/json', payload: '"just a string"' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/json', payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
  { contentType: 'application/json', payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  {
    contentType: 'application/json',
    payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
  },
  { contentType: 'application/json', payload: `{"a":${'9'.repeat(5_000)}}` },
  { contentType: 'application/json', payload: `{"a":"${'b'.repeat(900_000)}"}` },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%FF%FE&b=%&c[d][e]=1&__proto__[x]=1' },
  { contentType: 'text/plain', payload: 'hello' },
  {
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  {
    contentType: 'multipart/form-data; boundary=zz',
    payload: '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
  },
  {
    contentType: 'multipart/form-data; boundary=zz',
    payload:
      '--zz\r\nContent-Disposition: form-data; name="file"; filename="../../../\u202eevil<script>.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 not really\r\n--zz--\r\n',
  },
  {
    contentType: 'multipart/form-data; boundary=zz',
    payload: `--zz\r\nContent-Disposition: form-data; name="file"; filename="${'a'.repeat(5_000)}.docx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\nPK\u0003\u0004garbage\r\n--zz--\r\n`,
  },
  {
    contentType: 'multipart/form-data; boundary=zz',
    payload:
      '--zz\r\nContent-Disposition: form-data; name="other"\r\n\r\nvalue\r\n--zz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n\r\n--zz--\r\n',
  },
  { contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 3, 255]) },
];

/** Path parameter values that are not what any route expects. */
export const BAD_PARAMS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '9007199254740993',
  '99999999999999999999999999999999',
  '0x1F',
  'NaN',
  'null',
  'undefined',
  '%FF%FE',
  '%E2%80%AE',
  '%ED%A0%80',
  '%25',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '%3Cscript%3E',
  '%20',
];

/** Query strings that no schema describes. */
export const RAW_QUERIES = [
  'page=1e400',
  'page=-0',
  'page=99999999999999999999',
  'pageSize=0',
  'page[]=1&page[]=2',
  'search=a&search=b&search=c',
  'search=%FF%FE%FD',
  'search=%',
  'search=%zz',
  `search=${'x'.repeat(10_000)}`,
  'a[b][c][d]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][x]=1',
  'limit=NaN',
  'limit=Infinity',
  'hideNoSponsor=maybe',
  'cursor=%7B%22a%22%3A1%7D',
  'cursor=AAAAAAAAAAAAAAAAAAAAAA',
  'cursor=eyJzIjoiJ0RST1AifQ',
  'id=%00'.replace('%00', '%01'),
  'sort=approvals%27%3B--',
  'year=2024.5',
  'year=-99999999',
  'minFilings=1e308',
  `${'k'.repeat(2_000)}=v`,
];
