import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { LocalizedName } from '../catalogue-admin/shared/localized-name';
import { lazyViews } from '../layout/lazy-views';

const bannerViews = lazyViews(() => import('./banners/banner-views'), ['list', 'show', 'edit', 'create']);
const shelfViews = lazyViews(() => import('./shelves/shelf-views'), ['list', 'show', 'edit', 'create']);

/** The home page's banners and curated shelves, for catalogue managers. */
export function storefrontResources(permissions: string[]): ReactElement[] {
  if (!permissions.includes('MANAGE_CATALOGUE')) return [];
  return [
    <Resource key="banners" name="banners" {...bannerViews} icon={ViewCarouselIcon} recordRepresentation={<LocalizedName source="title" />} />,
    <Resource key="shelves" name="shelves" {...shelfViews} icon={ViewListIcon} recordRepresentation={<LocalizedName source="title" />} />,
  ];
}
