import type { SupportInboxItem } from '@khru/contracts';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. A conversation is named by who it is with. */
export default {
  ...lazyViews(() => import('./support-views'), ['list', 'show']),
  icon: SupportAgentIcon,
  recordRepresentation: (item: Pick<SupportInboxItem, 'name'>) => item.name,
};
