import type { InstructorProfileData } from '@khru/contracts';
import { authoredItemDecider } from '../../kernel/commands/authored-item.decider.js';

export const instructorDecider = authoredItemDecider<
  { create: 'RegisterInstructor'; update: 'UpdateInstructorProfile'; created: 'InstructorRegistered'; updated: 'InstructorProfileUpdated' },
  InstructorProfileData
>({ create: 'RegisterInstructor', update: 'UpdateInstructorProfile', created: 'InstructorRegistered', updated: 'InstructorProfileUpdated' });

export type InstructorCommand = ({ type: 'RegisterInstructor' } | { type: 'UpdateInstructorProfile' }) & InstructorProfileData;
