import { ReplyModerationList } from './reply-moderation-list';

/** The replies resource's screens, loaded on first visit (see `index.ts`). */
export default { list: ReplyModerationList };
