import type { OpenAPIObject, ParameterObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { operationsOf } from '../../src/kernel/openapi/openapi-document.js';

type Schema = SchemaObject | ReferenceObject;

/** An operation of the OpenAPI document that takes a request body. */
export interface BodyRoute {
  operationId: string;
  method: 'post' | 'put' | 'patch' | 'delete';
  /** The path with its parameters filled: each enumerated one with its first value, every other with `id`. */
  url(id: string): string;
  /** The media types the document says the body may have. */
  mediaTypes: string[];
  /** The body's JSON schema, when it may be JSON. */
  json: Schema | null;
}

/** One field of a body made null. */
export interface NullField {
  /** The field as validation names it (`curriculum.0.title`). */
  field: string;
  /** Fields an answer may name for it: an element of a list may be named by the list. */
  named: string[];
  /** `Schema.property` of the field and of each field it lies within. */
  properties: string[];
  /** The body with this field null alone. */
  alone: unknown;
}

/** A body holding null in every field of one object of it (or `[null]` in every list), the way down to it holding nothing else. */
export interface NullProbe {
  fields: NullField[];
  body: unknown;
}

/** Every operation of the document that takes a body. */
export function bodyRoutes(document: OpenAPIObject): BodyRoute[] {
  return operationsOf(document).flatMap(({ path, method, operation }) => {
    const body = operation.requestBody;
    if (!body || '$ref' in body) return [];
    const parameters = (operation.parameters ?? []).filter((p): p is ParameterObject => !('$ref' in p) && p.in === 'path');
    const value = (parameter: ParameterObject, id: string) => String((parameter.schema as SchemaObject | undefined)?.enum?.[0] ?? id);
    return [
      {
        operationId: operation.operationId ?? `${method} ${path}`,
        method: method as BodyRoute['method'],
        url: (id: string) => parameters.reduce((filled, p) => filled.replace(`{${p.name}}`, encodeURIComponent(value(p, id))), path),
        mediaTypes: Object.keys(body.content),
        json: body.content['application/json']?.schema ?? null,
      },
    ];
  });
}

/**
 * Probes that make every field of a JSON body null, nested ones and list elements included: one per object of the
 * body, with all its fields null at once (validation names each it refuses), and one with all its lists `[null]`.
 */
export function nullProbes(document: OpenAPIObject, schema: Schema): NullProbe[] {
  const schemas = document.components?.schemas ?? {};
  const named = (s: Schema | undefined): { name: string | null; schema: SchemaObject | undefined } => {
    if (s && '$ref' in s) {
      const name = s.$ref.replace('#/components/schemas/', '');
      return { name, schema: schemas[name] as SchemaObject | undefined };
    }
    return { name: null, schema: s };
  };
  const walk = (s: Schema | undefined, place: (value: unknown) => unknown, prefix: string, within: readonly string[]): NullProbe[] => {
    const { name, schema: object } = named(s);
    if (!object?.properties || (name && within.some((property) => property.startsWith(`${name}.`)))) return [];
    const fields = Object.entries(object.properties).map(([key, property]) => ({
      key,
      field: prefix ? `${prefix}.${key}` : key,
      properties: [...within, `${name ?? ''}.${key}`],
      at: (value: unknown) => place({ [key]: value }),
      items: named(property).schema?.items as Schema | undefined,
      property,
    }));
    const lists = fields.filter((f) => f.items);
    const probe = (made: typeof fields, value: unknown, element: boolean): NullProbe => ({
      fields: made.map((f) => ({
        field: element ? `${f.field}.0` : f.field,
        named: element ? [`${f.field}.0`, f.field] : [f.field],
        properties: f.properties,
        alone: f.at(value),
      })),
      body: place(Object.fromEntries(made.map((f) => [f.key, value]))),
    });
    return [
      probe(fields, null, false),
      ...(lists.length > 0 ? [probe(lists, [null], true)] : []),
      ...fields.flatMap((f) => [
        ...walk(f.property, f.at, f.field, f.properties),
        ...(f.items ? walk(f.items, (value) => f.at([value]), `${f.field}.0`, f.properties) : []),
      ]),
    ];
  };
  return walk(schema, (value) => value, '', []);
}

/** Runs `task` over `items`, at most `limit` at a time, answering in the order of `items`. */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
