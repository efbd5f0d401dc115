import type { AnnouncementEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** Content arrives sanitised; `by` is the instructor's (or a platform admin's) account, checked before. */
export interface PostAnnouncement {
  type: 'PostAnnouncement';
  announcementId: string;
  courseId: string;
  courseTitleEn: string;
  courseTitleTh: string;
  contentEn: string;
  contentTh: string;
  by: string;
  at: string;
}

export type AnnouncementCommand = PostAnnouncement;

export interface AnnouncementState {
  posted: boolean;
}

/** An announcement is posted once, with something left to say in each language once sanitised. */
export const announcementDecider: Decider<AnnouncementCommand, AnnouncementEvent, AnnouncementState> = {
  initialState: () => ({ posted: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'InstructorAnnouncementPosted':
        return { posted: true };
      default: {
        const _exhaustive: never = event.type;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'PostAnnouncement': {
        if (state.posted) return DomainError.alreadyExists();
        const empty = (['contentEn', 'contentTh'] as const).filter((field) => command[field].length === 0);
        if (empty.length > 0) return DomainError.badRequest(empty.map((field) => ({ field, code: 'BAD_REQUEST', rule: 'minLength', n: 1 })));
        const { type: _type, ...data } = command;
        return [{ type: 'InstructorAnnouncementPosted', data }];
      }
      default: {
        const _exhaustive: never = command.type;
        throw new Error('unknown command');
      }
    }
  },
};
