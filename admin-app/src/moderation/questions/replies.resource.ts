import ForumIcon from '@mui/icons-material/Forum';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../../layout/lazy-views';

/** The menu entry loads with the app; the screen on first visit. */
export const repliesResource = {
  name: 'replies',
  ...lazyViews(() => import('./reply-views'), ['list']),
  icon: ForumIcon,
} satisfies ResourceProps;
