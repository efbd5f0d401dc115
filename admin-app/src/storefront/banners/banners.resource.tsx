import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { ResourceProps } from 'react-admin';
import { LocalizedName } from '../../catalogue-admin/shared/localized-name';
import { lazyViews } from '../../layout/lazy-views';

/** The home page's banners: the menu entry and names load with the app; the screens on first visit. */
export const bannersResource = {
  name: 'banners',
  ...lazyViews(() => import('./banner-views'), ['list', 'show', 'edit', 'create']),
  icon: ViewCarouselIcon,
  recordRepresentation: <LocalizedName source="title" />,
} satisfies ResourceProps;
