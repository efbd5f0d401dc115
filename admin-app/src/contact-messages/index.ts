import type { ContactMessageResponse } from '@khru/contracts';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. A message is named by its sender. */
export default {
  ...lazyViews(() => import('./contact-message-views'), ['list', 'show']),
  icon: ContactMailIcon,
  recordRepresentation: (message: ContactMessageResponse) => message.name,
};
