import ViewListIcon from '@mui/icons-material/ViewList';
import type { ResourceProps } from 'react-admin';
import { LocalizedName } from '../../catalogue-admin/shared/localized-name';
import { lazyViews } from '../../layout/lazy-views';

/** The home page's curated shelves: the menu entry and names load with the app; the screens on first visit. */
export const shelvesResource = {
  name: 'shelves',
  ...lazyViews(() => import('./shelf-views'), ['list', 'show', 'edit', 'create']),
  icon: ViewListIcon,
  recordRepresentation: <LocalizedName source="title" />,
} satisfies ResourceProps;
