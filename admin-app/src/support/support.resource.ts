import type { SupportInboxItem } from '@khru/contracts';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';
import { SupportMenuIcon } from './support-menu-icon';

/** The menu entry (with what waits for an answer) and names load with the app; the screens on first visit. A conversation is named by who it is with. */
export const supportResource = {
  name: 'support',
  ...lazyViews(() => import('./support-views'), ['list', 'show']),
  icon: SupportMenuIcon,
  recordRepresentation: (item: Pick<SupportInboxItem, 'name'>) => item.name,
} satisfies ResourceProps;
