import { JOB_TITLE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_PATTERN, PROFILE_PATCH_OPERATIONS, PROFILE_PATCH_PATHS, type PatchValueKind } from '@khru/contracts';
import type { SchemaObject } from '@nestjs/swagger';

/** The value a path of each kind takes, as `profilePatchProblems` checks it. */
function valueSchema(kind: PatchValueKind): SchemaObject {
  const ids: SchemaObject = { type: 'array', items: { type: 'string', minLength: 1 } };
  switch (kind) {
    case 'boolean':
      return { type: 'boolean' };
    case 'name':
      return { type: 'string', minLength: 1, maxLength: NAME_MAX_LENGTH };
    case 'job-title-or-null':
      return { type: ['string', 'null'], maxLength: JOB_TITLE_MAX_LENGTH };
    case 'birthday-or-null':
      return { type: ['string', 'null'], format: 'date', description: 'A past day giving a plausible age' };
    case 'phone-or-null':
      return { type: ['string', 'null'], pattern: PHONE_PATTERN.source };
    case 'id-list':
      return ids;
    case 'interests':
      return { type: 'object', required: ['categories', 'subCategories'], additionalProperties: false, properties: { categories: ids, subCategories: ids } };
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
}

const pathsOfKind = (kind: PatchValueKind) => Object.keys(PROFILE_PATCH_PATHS).filter((path) => PROFILE_PATCH_PATHS[path] === kind);
const KINDS = [...new Set(Object.values(PROFILE_PATCH_PATHS))];

/**
 * The body of `PATCH userprofileapi/user/{id}`: RFC 6902 operations limited to the allow-list of
 * `PROFILE_PATCH_PATHS`. The scanner cannot see this (the body is checked by the decider, not by a
 * request class), so it is written from the same allow-list: one alternative per kind of value.
 */
export const PROFILE_PATCH_BODY: SchemaObject = {
  type: 'array',
  minItems: 1,
  description: 'JSON Patch (RFC 6902) operations, applied all or none',
  items: {
    type: 'object',
    required: ['op', 'path', 'value'],
    properties: {
      op: { type: 'string', enum: [...PROFILE_PATCH_OPERATIONS] },
      path: { type: 'string', enum: Object.keys(PROFILE_PATCH_PATHS), description: 'A JSON Pointer into the profile' },
      value: { description: 'The new value, of the kind its path takes' },
    },
    oneOf: KINDS.map((kind) => ({ properties: { path: { enum: pathsOfKind(kind) }, value: valueSchema(kind) } })),
  },
};
