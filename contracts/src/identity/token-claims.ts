import type { Role } from './roles.js';

/** The access token's claims (spec section 3): `Role`, `Permissions` comma separated, `exp`. */
export interface AccessTokenClaims {
  sub: string;
  /** The login session (refresh-token family) the token was issued for. */
  sid: string;
  Role: Role;
  Permissions: string;
  iat: number;
  exp: number;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** One minimum for every form and both languages (the spec's hints disagree: docs/adr/0009). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Client storage keys (spec section 3). */
export const STORAGE_KEYS = {
  userId: 'auth_user_id',
  jwtToken: 'auth_jwt_token',
  refreshToken: 'auth_refresh_token',
  locale: 'locale',
  cartCourses: 'cart_courses',
  videoVolume: 'video_player_volumn',
  sidebarCollapsed: 'sidebarCollapsed',
} as const;
