/** The JSON the API parses: plain, and JSON Patch for profile edits. */
export const JSON_BODY_TYPES: readonly string[] = ['application/json', 'application/json-patch+json'];

/** HTML forms: the sandbox provider's pages post them. */
export const FORM_BODY_TYPE = 'application/x-www-form-urlencoded';

/** What a route that takes a body reads, unless it declares its own with `@ApiConsumes` (files, as multipart). */
export const DEFAULT_BODY_TYPES: readonly string[] = [...JSON_BODY_TYPES, FORM_BODY_TYPE];
