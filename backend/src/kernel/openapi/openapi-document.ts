import { Logger, type INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import { errorResponses } from './error-responses.js';
import { requestSchemas } from './request-schemas.js';
import { loadResponseSchemas, type GeneratedResponseSchemas } from './response-schemas.js';
import { routeHandlers, type RouteHandler } from './route-handlers.js';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operation of the document with its path and method. */
export function operationsOf(document: OpenAPIObject): { path: string; method: string; operation: OperationObject }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
  );
}

/** Adds schemas under their names; a name already taken by a different schema fails the boot rather than swap silently. */
function addSchemas(document: OpenAPIObject, schemas: Record<string, SchemaObject>, replaceable: ReadonlySet<string>): void {
  const components = (document.components ??= {});
  const existing = (components.schemas ??= {});
  for (const [name, schema] of Object.entries(schemas)) {
    const taken = existing[name];
    if (taken && !replaceable.has(name) && JSON.stringify(taken) !== JSON.stringify(schema))
      throw new Error(`OpenAPI: two different schemas are named ${name}`);
    existing[name] = schema;
  }
}

/** A whole-object `@Query()` class becomes one query parameter per field. */
function queryParameters(type: RouteHandler['queryType'], requests: Record<string, SchemaObject>): ParameterObject[] {
  const schema = type ? requests[type.name] : undefined;
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema?.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The success response gets the body the method's declared return type describes (unless a decorator gave one). */
function describeSuccess(operation: OperationObject, body: SchemaObject | ReferenceObject | undefined): void {
  const [status, response] = Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? [];
  if (!status || !response || '$ref' in response || response.content || !body) return;
  response.description ||= STATUS_CODES[Number(status)] ?? status;
  response.content = { 'application/json': { schema: body } };
}

/**
 * The API's OpenAPI 3.1 document: operations from `@nestjs/swagger`'s scan of the controllers;
 * request bodies and query parameters from the class-validator decorators of the contracts
 * request classes; success bodies from the build's schemas of the controllers' declared return
 * types; and the error body on every operation (docs/adr/0014-openapi-from-validators-and-types.md).
 */
export function buildOpenApiDocument(app: INestApplication, responses: GeneratedResponseSchemas | null = loadResponseSchemas()): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle('Khru API')
      .setDescription('The Khru learning marketplace API')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  const requests = requestSchemas();
  // The scanner writes an empty schema for each request class: these replace them.
  addSchemas(document, requests, new Set(Object.keys(requests)));
  if (responses) addSchemas(document, responses.schemas, new Set());
  else new Logger('OpenAPI').warn('No response schemas: this tree was compiled without `npm run build:libs`');
  const handlers = routeHandlers(app);
  for (const { path, method, operation } of operationsOf(document)) {
    const handler = operation.operationId ? handlers.get(operation.operationId) : undefined;
    const declared = new Set((operation.parameters ?? []).map((p) => ('$ref' in p ? p.$ref : `${p.in}:${p.name}`)));
    const query = queryParameters(handler?.queryType ?? null, requests).filter((p) => !declared.has(`query:${p.name}`));
    if (query.length > 0) operation.parameters = [...(operation.parameters ?? []), ...query];
    describeSuccess(operation, operation.operationId ? responses?.operations[operation.operationId] : undefined);
    const errors = errorResponses({
      method,
      path,
      takesInput: Boolean(operation.requestBody) || (operation.parameters?.length ?? 0) > 0,
      requiresLogin: Boolean(handler?.access),
    });
    operation.responses = { ...errors, ...operation.responses };
  }
  return document;
}
