import {
  ageOn,
  PUBLIC_PROFILE_SETTING_KEYS,
  type PublicProfileResponse,
  type UserDocument,
  type UserListItem,
  type UserNotifications,
  type UserResponse,
} from '@khru/contracts';

export function toUserListItem(document: UserDocument): UserListItem {
  const { _id, searchText: _searchText, openSessions: _openSessions, ...rest } = document;
  const { [`_positions`]: _positions, ...fields } = rest as typeof rest & { _positions?: unknown };
  return { id: _id, ...fields };
}

export const toUserResponse = (document: UserDocument, instructorIds: string[], notifications: UserNotifications): UserResponse => ({
  ...toUserListItem(document),
  instructorIds,
  notifications,
});

/**
 * Only what the owner's switches allow; `learningSeconds` is the learner's total over all courses, shown
 * only while the learning-hours switch is on. Certificates and reviews are read from the capabilities that
 * record them, only when `switchedOff` does not name them.
 */
export function toPublicProfile(document: UserDocument, today: Date, learningSeconds: number): PublicProfileResponse {
  const settings = document.publicProfileSettings;
  return {
    id: document._id,
    firstName: document.firstName,
    lastName: document.lastName,
    profileImageUrl: document.profileImageUrl,
    ...(settings.showAge && document.birthday ? { age: ageOn(document.birthday, today) } : {}),
    ...(settings.showJobTitle ? { jobTitle: document.position } : {}),
    ...(settings.showInterests ? { interests: document.interests } : {}),
    ...(settings.showLearningHours ? { learningSeconds } : {}),
    switchedOff: PUBLIC_PROFILE_SETTING_KEYS.filter((key) => !settings[key]),
  };
}
