import { ContactMessageList } from './contact-message-list';
import { ContactMessageShow } from './contact-message-show';

/** The inbox's screens, one module loaded on first visit (see `index.ts`). */
export default { list: ContactMessageList, show: ContactMessageShow };
