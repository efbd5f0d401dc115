import { MailList } from './mail-list';

/** The resource's screens, one module loaded on first visit (see `index.ts`). */
export default { list: MailList };
