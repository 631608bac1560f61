import fc from 'fast-check';
import { HOSTILE_STRINGS } from './hostileInput.ts';

/** The JSON Schema subset the OpenAPI document uses (zod-openapi's output). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
}

const hostileString = fc.constantFrom(...HOSTILE_STRINGS.filter((value) => value.length < 10_000));
/** Any JSON value, hostile strings among them: what a field gets when the caller ignores the schema. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc.constantFrom(null, -1, 0, 1e308, Number.MAX_SAFE_INTEGER, true, [], {}),
);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
}

/**
 * Values that follow `schema` most of the time, and break it some of the time (a field of another type,
 * missing or hostile), so requests get past the shape checks and also test them.
 */
export function arbitraryOf(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(resolve(schema.$ref), resolve, depth);
  if (depth > 6) return anyJson;
  const valid = ((): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options?.length) return fc.oneof(...options.map((option) => arbitraryOf(option, resolve, depth + 1)));
    if (schema.allOf?.length) return arbitraryOf(schema.allOf[0] ?? {}, resolve, depth + 1);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    const arbitraries = types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'object': {
          const properties = Object.entries(schema.properties ?? {});
          const record: Record<string, fc.Arbitrary<unknown>> = {};
          for (const [name, property] of properties) record[name] = arbitraryOf(property, resolve, depth + 1);
          return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in record) });
        }
        case 'array':
          return fc.array(arbitraryOf(schema.items ?? {}, resolve, depth + 1), { maxLength: 4 });
        case 'string':
          return stringOf(schema);
        case 'integer':
          return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
        case 'number':
          return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        default:
          return anyJson;
      }
    });
    return arbitraries.length ? fc.oneof(...arbitraries) : anyJson;
  })();
  return fc.oneof(
    { arbitrary: valid, weight: 8 },
    { arbitrary: anyJson, weight: 1 },
    { arbitrary: hostileString, weight: 1 },
  );
}
