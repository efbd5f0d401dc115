import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../../layout/lazy-views';

/** Categories: everyone lists and shows them; the app offers editing only to catalogue managers. The screens load on first visit. */
export const categoriesResource = {
  name: 'categories',
  ...lazyViews(() => import('./category-views'), ['list', 'show', 'edit', 'create']),
  icon: CategoryIcon,
} satisfies ResourceProps;
