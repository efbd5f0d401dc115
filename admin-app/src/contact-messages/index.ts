import ContactMailIcon from '@mui/icons-material/ContactMail';
import { ContactMessageList } from './contact-message-list';

export default { list: ContactMessageList, icon: ContactMailIcon };
