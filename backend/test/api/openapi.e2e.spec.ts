import { beforeAll, describe, expect, it } from '@jest/globals';
import { PASSWORD_MIN_LENGTH, PROFILE_PATCH_PATHS } from '@khru/contracts';
import type { OpenAPIObject, OperationObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { operationsOf } from '../../src/kernel/openapi/openapi-document.js';
import { routeHandlers, type RouteHandler } from '../../src/kernel/openapi/route-handlers.js';
import { useTestApp } from '../support/test-app.js';

type Schema = SchemaObject | ReferenceObject;

describe('OpenAPI document on the embedded default', () => {
  const { subject, http } = useTestApp('pglite');
  let document: OpenAPIObject;
  let handlers: Map<string, RouteHandler>;

  beforeAll(async () => {
    document = (await http().get('/api/docs/openapi.json').expect(200)).body as OpenAPIObject;
    handlers = routeHandlers(subject().app);
  });

  const schemas = () => document.components?.schemas ?? {};
  const resolve = (schema: Schema | undefined): SchemaObject | undefined =>
    schema && '$ref' in schema ? (schemas()[schema.$ref.replace('#/components/schemas/', '')] as SchemaObject | undefined) : schema;
  /** A schema that says something: fields, items, alternatives, or a type other than a bare object. */
  const describes = (schema: Schema | undefined): boolean => {
    const resolved = resolve(schema);
    if (!resolved) return false;
    const parts = [resolved.anyOf, resolved.oneOf, resolved.allOf].find((list) => list && list.length > 0);
    if (parts) return parts.every(describes);
    return (
      Object.keys(resolved.properties ?? {}).length > 0 ||
      resolved.items !== undefined ||
      typeof resolved.additionalProperties === 'object' ||
      (resolved.type !== undefined && resolved.type !== 'object')
    );
  };
  const bodySchemas = (operation: OperationObject): Schema[] => {
    const body = operation.requestBody && !('$ref' in operation.requestBody) ? operation.requestBody : undefined;
    return Object.values(body?.content ?? {}).map((media) => media.schema as Schema);
  };
  const responseSchema = (operation: OperationObject, status: string): Schema | undefined => {
    const response = operation.responses[status];
    return response && !('$ref' in response) ? Object.values(response.content ?? {})[0]?.schema : undefined;
  };
  const operation = (path: string, method: 'get' | 'post' | 'patch') => operationsOf(document).find((o) => o.path === path && o.method === method)!.operation;

  it('gives every operation that takes a body a request schema that is not empty', () => {
    const withBody = operationsOf(document).filter(({ operation }) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(30);
    expect(
      withBody
        .filter(({ operation }) => !(bodySchemas(operation).length > 0 && bodySchemas(operation).every(describes)))
        .map(({ operation }) => operation.operationId),
    ).toEqual([]);
    const bodyTakersWithout = [...handlers.values()].filter(
      (h) => h.bodyType && !operationsOf(document).some(({ operation }) => operation.operationId === h.operationId && operation.requestBody),
    );
    expect(bodyTakersWithout.map((h) => h.operationId)).toEqual([]);
  });

  it('gives every operation a success body schema under the status the server answers with', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThanOrEqual(76);
    const lacking = operations.filter(({ operation }) => {
      const handler = handlers.get(operation.operationId ?? '');
      return !handler || !describes(responseSchema(operation, String(handler.successStatus)));
    });
    expect(lacking.map(({ operation }) => operation.operationId)).toEqual([]);
    expect([...handlers.keys()].filter((id) => !operations.some(({ operation }) => operation.operationId === id))).toEqual([]);
  });

  it('resolves every schema reference', () => {
    const refs = new Set<string>();
    JSON.stringify(document, (key, value: unknown) => {
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      return value;
    });
    expect([...refs].filter((ref) => !ref.startsWith('#/components/schemas/') || !schemas()[ref.slice('#/components/schemas/'.length)])).toEqual([]);
  });

  it('documents the error body on every operation: a default, 401 and 403 behind a login, 404 on an id', () => {
    const error = resolve({ $ref: '#/components/schemas/ErrorResponse' })!;
    expect(error.required).toEqual(expect.arrayContaining(['statusCode', 'code', 'message']));
    expect(resolve(error.properties!.code)!.enum).toEqual(expect.arrayContaining(['NOT_FOUND', 'CONFLICT', 'IS_EMAIL']));
    expect(resolve((resolve(error.properties!.errors) as SchemaObject).items)!.required).toEqual(expect.arrayContaining(['field', 'code', 'message']));
    for (const { path, operation } of operationsOf(document)) {
      const handler = handlers.get(operation.operationId ?? '');
      const expected = ['default', ...(handler?.access ? ['401', '403'] : []), ...(path.includes('{') ? ['404'] : [])];
      for (const status of expected)
        expect([operation.operationId, status, responseSchema(operation, status)]).toEqual([
          operation.operationId,
          status,
          { $ref: '#/components/schemas/ErrorResponse' },
        ]);
    }
  });

  it('describes sign-up from its validators: email and password required, with their rules', () => {
    const signup = operation('/api/authapi/auth/signup', 'post');
    const body = resolve(bodySchemas(signup)[0])!;
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password', 'confirmPassword', 'agreeToTerms']));
    expect(body.properties!.email).toMatchObject({ type: 'string', format: 'email' });
    expect(body.properties!.password).toMatchObject({ type: 'string', minLength: PASSWORD_MIN_LENGTH });
    expect(resolve(responseSchema(signup, '201'))!.required).toEqual(expect.arrayContaining(['id', 'jwtToken', 'refreshToken']));
  });

  it('describes the profile JSON Patch: operations of op, path and value, with the allowed paths as an enum', () => {
    const body = resolve(bodySchemas(operation('/api/userprofileapi/user/{id}', 'patch'))[0])!;
    expect(body).toMatchObject({ type: 'array', minItems: 1 });
    const patchOperation = resolve(body.items as Schema)!;
    expect(patchOperation.required).toEqual(['op', 'path', 'value']);
    expect(patchOperation.properties!.op).toMatchObject({ type: 'string', enum: ['replace'] });
    expect(patchOperation.properties!.path).toMatchObject({ type: 'string', enum: Object.keys(PROFILE_PATCH_PATHS) });
    // Each path's value is described by its own alternative: a name is text, a setting a boolean.
    const valueAt = (path: string) =>
      (patchOperation.oneOf as SchemaObject[]).find((choice) => ((choice.properties!.path as SchemaObject).enum as string[]).includes(path))!.properties!.value;
    expect(valueAt('/firstName')).toMatchObject({ type: 'string', minLength: 1 });
    expect(valueAt('/notificationSettings/receiveCourseRecommendations')).toEqual({ type: 'boolean' });
    expect(valueAt('/interests')).toMatchObject({ type: 'object', required: ['categories', 'subCategories'] });
  });

  it('describes nested request classes as schemas of their own', () => {
    const draft = resolve(bodySchemas(operation('/api/coursesapi/course', 'post'))[0])!;
    expect(draft.properties!.title).toMatchObject({ $ref: '#/components/schemas/LocalizedTextInput' });
    expect(resolve(draft.properties!.title)!.required).toEqual(['en', 'th']);
    expect(draft.properties!.curriculum).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/SectionInput' } });
    expect(resolve({ $ref: '#/components/schemas/SectionInput' })!.properties!.lessons).toMatchObject({ items: { $ref: '#/components/schemas/LessonInput' } });
    const list = resolve(bodySchemas(operation('/api/coursesapi/course/list-by-post', 'post'))[0])!;
    expect(resolve(list.properties!.loadOptions)!.required ?? []).toEqual([]);
  });

  it('describes the course list answer and the search page query', () => {
    const list = resolve(responseSchema(operation('/api/coursesapi/course/list-by-post', 'post'), '200'))!;
    expect(Object.keys(list.properties!)).toEqual(expect.arrayContaining(['data', 'totalCount']));
    expect(list.properties!.data).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/CourseSummaryResponse' } });
    expect(list.required).toEqual(['data']);
    const search = operation('/api/searchapi/search/courses', 'get');
    expect(search.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'search', in: 'query', required: false }),
        expect.objectContaining({ name: 'take', in: 'query', schema: expect.objectContaining({ maximum: 100 }) }),
      ]),
    );
  });

  it('describes the admin operations: uploads as multipart, signed media, record history and order search', () => {
    const upload = operation('/api/cmsapi/uploads/{kind}', 'post');
    const form = upload.requestBody && !('$ref' in upload.requestBody) ? upload.requestBody.content['multipart/form-data']?.schema : undefined;
    expect(resolve(form)!.properties!.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(resolve(responseSchema(upload, '200'))!.required).toEqual(expect.arrayContaining(['kind', 'key', 'url', 'contentType', 'bytes']));
    expect(operation('/api/media/{key}', 'get').parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'exp', in: 'query' }), expect.objectContaining({ name: 'sig', in: 'query' })]),
    );
    const history = resolve(responseSchema(operation('/api/adminapi/history/{kind}/{id}', 'get'), '200'))!;
    expect(resolve((resolve(history.properties!.data) as SchemaObject).items)!.required).toEqual(
      expect.arrayContaining(['revision', 'type', 'occurredAt', 'actor', 'data']),
    );
    const orderSearch = resolve(bodySchemas(operation('/api/paymentapi/admin/orders/search', 'post'))[0])!;
    expect(orderSearch.properties!.from).toMatchObject({ type: 'string', format: 'date-time' });
    expect(Object.keys(resolve(responseSchema(operation('/api/paymentapi/admin/orders/search', 'post'), '200'))!.properties!)).toEqual(
      expect.arrayContaining(['data', 'totalCount']),
    );
  });

  it('keeps Swagger UI at /api/docs', async () => {
    const page = await http().get('/api/docs').expect(200);
    expect(page.text).toContain('swagger-ui');
  });
});
