import { NOTIFICATION_SETTING_KEYS, PUBLIC_PROFILE_SETTING_KEYS } from './profile.js';

/** One RFC 6902 operation as the profile patch accepts it. */
export interface PatchOperation {
  op: string;
  path: string;
  value?: unknown;
  from?: string;
}

export type PatchValueKind = 'boolean' | 'name' | 'job-title-or-null' | 'birthday-or-null' | 'phone-or-null' | 'id-list' | 'interests';

/**
 * The only paths `PATCH userprofileapi/user/{id}` may touch, each with the one operation allowed
 * (`replace`) and the kind of value it takes. Anything else is refused whole.
 */
export const PROFILE_PATCH_PATHS: Record<string, PatchValueKind> = {
  '/firstName': 'name',
  '/lastName': 'name',
  '/birthday': 'birthday-or-null',
  '/position': 'job-title-or-null',
  '/contactNumber': 'phone-or-null',
  '/interests': 'interests',
  '/interests/categories': 'id-list',
  '/interests/subCategories': 'id-list',
  ...Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [`/notificationSettings/${key}`, 'boolean' as const])),
  ...Object.fromEntries(PUBLIC_PROFILE_SETTING_KEYS.map((key) => [`/publicProfileSettings/${key}`, 'boolean' as const])),
};

export const PROFILE_PATCH_OPERATIONS = ['replace'] as const;
