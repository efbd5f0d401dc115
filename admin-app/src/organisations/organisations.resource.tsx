import BusinessIcon from '@mui/icons-material/Business';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';
import { OrganisationName } from './organisation-name';

/** The menu entry and names load with the app; the screens on first visit. */
export const organisationsResource = {
  name: 'organisations',
  ...lazyViews(() => import('./organisation-views'), ['list', 'create', 'show']),
  icon: BusinessIcon,
  recordRepresentation: <OrganisationName />,
} satisfies ResourceProps;
