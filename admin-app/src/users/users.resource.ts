import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';
import { userName } from './user-name';

/** The menu entry and names load with the app; the screens on first visit. */
export const usersResource = {
  name: 'users',
  ...lazyViews(() => import('./user-views'), ['list', 'create', 'edit']),
  icon: PeopleIcon,
  recordRepresentation: userName,
} satisfies ResourceProps;
