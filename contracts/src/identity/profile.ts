/** The user's own settings and profile sections (spec section 3, User). */
export interface NotificationSettings {
  doNotReceivePromotionalEmails: boolean;
  receiveInstructorAnnouncements: boolean;
  receiveCourseRecommendations: boolean;
}

/** The six public-profile visibility switches. */
export interface PublicProfileSettings {
  showAge: boolean;
  showJobTitle: boolean;
  showLearningHours: boolean;
  showInterests: boolean;
  showCertificates: boolean;
  showReviews: boolean;
}

export interface Interests {
  categories: string[];
  subCategories: string[];
}

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  /** ISO date (yyyy-mm-dd) or null. */
  birthday: string | null;
  position: string | null;
  contactNumber: string | null;
}

/** A job title on the profile (shown on the public profile when allowed): at most this many characters. */
export const JOB_TITLE_MAX_LENGTH = 100;

/**
 * The ages a birth date may give: the privacy text keeps children under 10 off the site, and no one
 * is older than 120.
 */
export const BIRTHDAY_MIN_AGE = 10;
export const BIRTHDAY_MAX_AGE = 120;

/** Whole years between a yyyy-mm-dd birthday and `today` (UTC). */
export function ageOn(birthday: string, today: Date): number {
  const born = new Date(`${birthday}T00:00:00Z`);
  const age = today.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() < born.getUTCMonth() || (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate());
  return beforeBirthday ? age - 1 : age;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  doNotReceivePromotionalEmails: false,
  receiveInstructorAnnouncements: true,
  receiveCourseRecommendations: true,
};

/** Nothing personal is public until the learner switches it on. */
export const DEFAULT_PUBLIC_PROFILE_SETTINGS: PublicProfileSettings = {
  showAge: false,
  showJobTitle: false,
  showLearningHours: false,
  showInterests: false,
  showCertificates: false,
  showReviews: false,
};

export const NOTIFICATION_SETTING_KEYS = Object.keys(DEFAULT_NOTIFICATION_SETTINGS) as (keyof NotificationSettings)[];
export const PUBLIC_PROFILE_SETTING_KEYS = Object.keys(DEFAULT_PUBLIC_PROFILE_SETTINGS) as (keyof PublicProfileSettings)[];

/** Everything a profile patch may touch: personal details plus the three sections. */
export interface ProfileSections extends PersonalDetails {
  interests: Interests;
  notificationSettings: NotificationSettings;
  publicProfileSettings: PublicProfileSettings;
}

/** The profile of a new account: its names, nothing else filled in, the default settings. */
export function initialProfile(firstName: string, lastName: string): ProfileSections {
  return {
    firstName,
    lastName,
    birthday: null,
    position: null,
    contactNumber: null,
    interests: { categories: [], subCategories: [] },
    notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
    publicProfileSettings: DEFAULT_PUBLIC_PROFILE_SETTINGS,
  };
}
