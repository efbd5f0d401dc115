import {
  ageOn,
  BIRTHDAY_MAX_AGE,
  BIRTHDAY_MIN_AGE,
  JOB_TITLE_MAX_LENGTH,
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
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Problem = Omit<FieldError, 'message'>;
type ValueProblem = Omit<Problem, 'field'>;

const isIdList = (v: unknown) => Array.isArray(v) && v.length <= MAX_IDS && v.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64);
const isDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A birth date must be a real day in the past that gives a plausible age on `today`. */
function birthdayProblem(value: unknown, today: Date): ValueProblem | null {
  if (value === null) return null;
  if (typeof value !== 'string' || !isDate(value)) return { code: 'IS_DATE_STRING' };
  if (value >= today.toISOString().slice(0, 10)) return { code: 'IS_DATE_STRING', rule: 'birthdayInFuture' };
  const age = ageOn(value, today);
  if (age < BIRTHDAY_MIN_AGE) return { code: 'IS_DATE_STRING', rule: 'ageAtLeast', n: BIRTHDAY_MIN_AGE };
  if (age > BIRTHDAY_MAX_AGE) return { code: 'IS_DATE_STRING', rule: 'ageAtMost', n: BIRTHDAY_MAX_AGE };
  return null;
}

/** What is wrong with a value for its path, or null when it fits. */
function valueProblem(kind: PatchValueKind, value: unknown, today: Date): ValueProblem | null {
  const code = (fits: boolean, failure: ErrorCode): ValueProblem | null => (fits ? null : { code: failure });
  switch (kind) {
    case 'boolean':
      return code(typeof value === 'boolean', 'IS_BOOLEAN');
    case 'name':
      return code(
        typeof value === 'string' && value.trim().length > 0 && value.length <= NAME_MAX_LENGTH,
        typeof value === 'string' ? 'IS_NOT_EMPTY' : 'IS_STRING',
      );
    case 'job-title-or-null':
      if (value !== null && typeof value !== 'string') return { code: 'IS_STRING' };
      return typeof value === 'string' && value.trim().length > JOB_TITLE_MAX_LENGTH
        ? { code: 'BAD_REQUEST', rule: 'maxLength', n: JOB_TITLE_MAX_LENGTH }
        : null;
    case 'birthday-or-null':
      return birthdayProblem(value, today);
    case 'phone-or-null':
      return code(value === null || (typeof value === 'string' && PHONE_PATTERN.test(value)), 'IS_MOBILE_PHONE');
    case 'id-list':
      return code(isIdList(value), 'IS_ARRAY');
    case 'interests': {
      const v = value as Partial<Interests> | null;
      const ok =
        typeof v === 'object' &&
        v !== null &&
        Object.keys(v).sort().join() === 'categories,subCategories' &&
        isIdList(v.categories) &&
        isIdList(v.subCategories);
      return code(ok, 'BAD_REQUEST');
    }
    default: {
      const _exhaustive: never = kind;
      return { code: 'BAD_REQUEST' };
    }
  }
}

/** Every problem of the patch at once, judged on `today`; an empty list means every operation is allowed and well formed. */
export function profilePatchProblems(operations: unknown, today: Date): Problem[] {
  if (!Array.isArray(operations) || operations.length === 0) return [{ field: 'body', code: 'IS_ARRAY' }];
  if (operations.length > MAX_OPERATIONS) return [{ field: 'body', code: 'BAD_REQUEST' }];
  return operations.flatMap((operation, index): Problem[] => {
    const op = operation as { op?: unknown; path?: unknown; value?: unknown } | null;
    const path = typeof op?.path === 'string' ? op.path : `[${index}]`;
    const kind = typeof op?.path === 'string' && Object.hasOwn(PROFILE_PATCH_PATHS, op.path) ? PROFILE_PATCH_PATHS[op.path] : undefined;
    if (!kind || !(PROFILE_PATCH_OPERATIONS as readonly unknown[]).includes(op?.op) || !Object.hasOwn(op ?? {}, 'value')) {
      return [{ field: path, code: 'BAD_REQUEST', rule: 'notAllowedPath' }];
    }
    const problem = valueProblem(kind, op?.value, today);
    return problem ? [{ field: path, ...problem }] : [];
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const trimmed = (value: string | null) => (typeof value === 'string' ? value.trim() || null : value);

/**
 * Applies an allowed patch (RFC 6902, via fast-json-patch) and says what changed, one event per
 * section. A patch with any refused operation changes nothing.
 */
export function decideProfilePatch(userId: string, profile: EditableProfile, operations: unknown, today: Date): UserEvent[] | DomainError {
  const problems = profilePatchProblems(operations, today);
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
    events.push({
      type: 'InterestsChanged',
      data: { userId, interests: { categories: unique(next.interests.categories), subCategories: unique(next.interests.subCategories) } },
    });
  }
  if (!same(next.notificationSettings, profile.notificationSettings)) {
    events.push({ type: 'NotificationSettingsChanged', data: { userId, notificationSettings: next.notificationSettings } });
  }
  if (!same(next.publicProfileSettings, profile.publicProfileSettings)) {
    events.push({ type: 'PublicProfileSettingsChanged', data: { userId, publicProfileSettings: next.publicProfileSettings } });
  }
  return events;
}
