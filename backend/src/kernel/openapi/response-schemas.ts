import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { existsSync, readFileSync } from 'node:fs';

/** What `backend/scripts/generate-response-schemas.mjs` writes at build time. */
export interface GeneratedResponseSchemas {
  /** The JSON body each operation answers, by Nest's operationId (`Controller_method`). */
  operations: Record<string, SchemaObject | ReferenceObject>;
  /** Named types the bodies refer to, with the error body (`ErrorResponse`). */
  schemas: Record<string, SchemaObject>;
}

/** The same path from `src/kernel/openapi` (tests) and `dist/kernel/openapi` (the built server). */
export const RESPONSE_SCHEMAS_FILE = new URL('../../../dist/openapi/response-schemas.json', import.meta.url);

/** The build's response schemas, or null when this tree was compiled without `npm run build:libs`. */
export function loadResponseSchemas(file: URL = RESPONSE_SCHEMAS_FILE): GeneratedResponseSchemas | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GeneratedResponseSchemas) : null;
}
