import DraftsIcon from '@mui/icons-material/Drafts';
import { MailList } from './mail-list';

export default { list: MailList, icon: DraftsIcon };
