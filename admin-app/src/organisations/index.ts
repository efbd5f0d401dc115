import BusinessIcon from '@mui/icons-material/Business';
import { createElement } from 'react';
import { lazyViews } from '../layout/lazy-views';
import { OrganisationName } from './organisation-name';

/** The menu entry and names load with the app; the screens on first visit. */
export default {
  ...lazyViews(() => import('./organisation-views'), ['list', 'create', 'show']),
  icon: BusinessIcon,
  recordRepresentation: createElement(OrganisationName),
};
