import { QuestionModerationList } from './question-moderation-list';

/** The questions resource's screens, loaded on first visit (see `index.ts`). */
export default { list: QuestionModerationList };
