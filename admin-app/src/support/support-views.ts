import { ConversationShow } from './conversation-show';
import { SupportInbox } from './support-inbox';

/** The inbox's screens, one module loaded on first visit (see `index.ts`). */
export default { list: SupportInbox, show: ConversationShow };
