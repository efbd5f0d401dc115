import { storedText } from '../../i18n/localized-text.js';
import { upcaster, type Upcaster } from '../upcasting.js';
import type { OptionalText } from './course.upcasters.js';
import type { InstructorProfileData } from './instructor.events.js';

/** Version 1 (until 2026-11-23): the input did not require an instructor's headline and bio. */
export type InstructorProfileV1 = Omit<InstructorProfileData, 'headline' | 'bio'> & { headline?: OptionalText; bio?: OptionalText };

const profileV2 = (data: InstructorProfileV1): InstructorProfileData => ({ ...data, headline: storedText(data.headline), bio: storedText(data.bio) });

export const INSTRUCTOR_UPCASTERS: readonly Upcaster[] = [upcaster('InstructorRegistered', 1, profileV2), upcaster('InstructorProfileUpdated', 1, profileV2)];
