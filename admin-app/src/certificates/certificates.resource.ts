import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. A certificate is named by its number. */
export const certificatesResource = {
  name: 'certificates',
  ...lazyViews(() => import('./certificate-views'), ['list', 'show']),
  icon: WorkspacePremiumIcon,
  recordRepresentation: 'number',
} satisfies ResourceProps;
