import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../../layout/lazy-views';
import { LocalizedName } from '../shared/localized-name';

/** The menu entry and names load with the app; the screens on first visit. */
export const bundlesResource = {
  name: 'bundles',
  ...lazyViews(() => import('./bundle-views'), ['list', 'show', 'edit', 'create']),
  icon: CardGiftcardIcon,
  recordRepresentation: <LocalizedName />,
} satisfies ResourceProps;
