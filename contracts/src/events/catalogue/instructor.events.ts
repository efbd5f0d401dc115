import type { DomainEvent } from '../event.js';
import type { LocalizedText } from '../../i18n/localized-text.js';

/** An instructor's public profile; `userId` links the account they log in with, when they have one. */
export interface InstructorProfileData {
  instructorId: string;
  firstName: string;
  lastName: string;
  firstNameTh: string;
  lastNameTh: string;
  profileImageUrl: string | null;
  headline: LocalizedText;
  bio: LocalizedText;
  userId: string | null;
}

/** Stream `instructor-<id>`: one instructor. */
export type InstructorRegistered = DomainEvent<'InstructorRegistered', InstructorProfileData>;
export type InstructorProfileUpdated = DomainEvent<'InstructorProfileUpdated', InstructorProfileData>;

export type InstructorEvent = InstructorRegistered | InstructorProfileUpdated;

export const INSTRUCTOR_EVENT_TYPES = ['InstructorRegistered', 'InstructorProfileUpdated'] as const satisfies readonly InstructorEvent['type'][];

export const instructorStream = (instructorId: string): string => `instructor-${instructorId}`;
