import type { ContactMessageResponse } from '@khru/contracts';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. A message is named by its sender. */
export const contactMessagesResource = {
  name: 'contact-messages',
  ...lazyViews(() => import('./contact-message-views'), ['list', 'show']),
  icon: ContactMailIcon,
  recordRepresentation: (message: ContactMessageResponse) => message.name,
} satisfies ResourceProps;
