import type { PublicProfileResponse, UserDocument, UserResponse } from '@khru/contracts';

export function toUserResponse(document: UserDocument): UserResponse {
  const { _id, searchText: _searchText, openSessions: _openSessions, ...rest } = document;
  const { [`_positions`]: _positions, ...fields } = rest as typeof rest & { _positions?: unknown };
  return { id: _id, ...fields };
}

/** Whole years between a yyyy-mm-dd birthday and `today`. */
export function ageOn(birthday: string, today: Date): number {
  const born = new Date(`${birthday}T00:00:00Z`);
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() < born.getUTCMonth() || (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * Only what the owner's switches allow. Learning hours, certificates and reviews join the
 * public profile with the capabilities that record them.
 */
export function toPublicProfile(document: UserDocument, today: Date): PublicProfileResponse {
  const settings = document.publicProfileSettings;
  return {
    id: document._id,
    firstName: document.firstName,
    lastName: document.lastName,
    profileImageUrl: document.profileImageUrl,
    ...(settings.showAge && document.birthday ? { age: ageOn(document.birthday, today) } : {}),
    ...(settings.showJobTitle ? { jobTitle: document.position } : {}),
    ...(settings.showInterests ? { interests: document.interests } : {}),
  };
}
