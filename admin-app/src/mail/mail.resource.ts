import DraftsIcon from '@mui/icons-material/Drafts';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export const mailResource = {
  name: 'mail',
  ...lazyViews(() => import('./mail-views'), ['list']),
  icon: DraftsIcon,
} satisfies ResourceProps;
