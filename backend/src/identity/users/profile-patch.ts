import {
  NAME_MAX_LENGTH,
  PHONE_PATTERN,
  PROFILE_PATCH_OPERATIONS,
  PROFILE_PATCH_PATHS,
  type ErrorCode,
  type FieldError,
  type Interests,
  type PatchValueKind,
  type PersonalDetails,
  type ProfileSections,
  type UserEvent,
} from '@khru/contracts';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { DomainError } from '../../kernel/errors/domain-error.js';

const { applyPatch, deepClone } = fastJsonPatch;

/** The part of a user a profile patch reads and writes. */
export type EditableProfile = ProfileSections;

const MAX_OPERATIONS = 50;
const MAX_IDS = 100;
const TEXT_MAX_LENGTH = 120;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Problem = Omit<FieldError, 'message'>;

const isIdList = (v: unknown) => Array.isArray(v) && v.length <= MAX_IDS && v.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64);
const isDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) && v >= '1900-01-01';

/** The catalogue code for a value that does not fit its path, or null when it fits. */
function valueProblem(kind: PatchValueKind, value: unknown): ErrorCode | null {
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'IS_BOOLEAN';
    case 'name':
      return typeof value === 'string' && value.trim().length > 0 && value.length <= NAME_MAX_LENGTH ? null : typeof value === 'string' ? 'IS_NOT_EMPTY' : 'IS_STRING';
    case 'text-or-null':
      return value === null || (typeof value === 'string' && value.length <= TEXT_MAX_LENGTH) ? null : 'IS_STRING';
    case 'date-or-null':
      return value === null || (typeof value === 'string' && isDate(value)) ? null : 'IS_DATE_STRING';
    case 'phone-or-null':
      return value === null || (typeof value === 'string' && PHONE_PATTERN.test(value)) ? null : 'IS_MOBILE_PHONE';
    case 'id-list':
      return isIdList(value) ? null : 'IS_ARRAY';
    case 'interests': {
      const v = value as Partial<Interests> | null;
      const ok = typeof v === 'object' && v !== null && Object.keys(v).sort().join() === 'categories,subCategories' && isIdList(v.categories) && isIdList(v.subCategories);
      return ok ? null : 'BAD_REQUEST';
    }
    default: {
      const _exhaustive: never = kind;
      return 'BAD_REQUEST';
    }
  }
}

/** Every problem of the patch at once; an empty list means every operation is allowed and well formed. */
export function profilePatchProblems(operations: unknown): Problem[] {
  if (!Array.isArray(operations) || operations.length === 0) return [{ field: 'body', code: 'IS_ARRAY' }];
  if (operations.length > MAX_OPERATIONS) return [{ field: 'body', code: 'BAD_REQUEST' }];
  return operations.flatMap((operation, index): Problem[] => {
    const op = operation as { op?: unknown; path?: unknown; value?: unknown } | null;
    const path = typeof op?.path === 'string' ? op.path : `[${index}]`;
    const kind = typeof op?.path === 'string' && Object.hasOwn(PROFILE_PATCH_PATHS, op.path) ? PROFILE_PATCH_PATHS[op.path] : undefined;
    if (!kind || !(PROFILE_PATCH_OPERATIONS as readonly unknown[]).includes(op?.op) || !Object.hasOwn(op ?? {}, 'value')) {
      return [{ field: path, code: 'BAD_REQUEST', rule: 'notAllowedPath' }];
    }
    const code = valueProblem(kind, op?.value);
    return code ? [{ field: path, code }] : [];
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const trimmed = (value: string | null) => (typeof value === 'string' ? value.trim() || null : value);

/**
 * Applies an allowed patch (RFC 6902, via fast-json-patch) and says what changed, one event per
 * section. A patch with any refused operation changes nothing.
 */
export function decideProfilePatch(userId: string, profile: EditableProfile, operations: unknown): UserEvent[] | DomainError {
  const problems = profilePatchProblems(operations);
  if (problems.length > 0) return DomainError.badRequest(problems);
  const next = applyPatch(deepClone(profile) as EditableProfile, operations as Operation[], false, false).newDocument;
  const events: UserEvent[] = [];
  const changes: Partial<PersonalDetails> = {};
  for (const key of ['firstName', 'lastName'] as const) {
    if (next[key] !== profile[key]) changes[key] = next[key].trim();
  }
  for (const key of ['birthday', 'position', 'contactNumber'] as const) {
    if (next[key] !== profile[key]) changes[key] = trimmed(next[key]);
  }
  if (Object.keys(changes).length > 0) events.push({ type: 'PersonalDetailsChanged', data: { userId, changes } });
  if (!same(next.interests, profile.interests)) {
    const unique = (ids: string[]) => [...new Set(ids)];
    events.push({ type: 'InterestsChanged', data: { userId, interests: { categories: unique(next.interests.categories), subCategories: unique(next.interests.subCategories) } } });
  }
  if (!same(next.notificationSettings, profile.notificationSettings)) {
    events.push({ type: 'NotificationSettingsChanged', data: { userId, notificationSettings: next.notificationSettings } });
  }
  if (!same(next.publicProfileSettings, profile.publicProfileSettings)) {
    events.push({ type: 'PublicProfileSettingsChanged', data: { userId, publicProfileSettings: next.publicProfileSettings } });
  }
  return events;
}
