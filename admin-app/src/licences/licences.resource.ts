import type { LicenceResponse } from '@khru/contracts';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';

/** The menu entry and names load with the app; the screens on first visit. */
export const licencesResource = {
  name: 'licences',
  ...lazyViews(() => import('./licence-views'), ['list', 'show']),
  icon: CardMembershipIcon,
  recordRepresentation: (licence: LicenceResponse) => licence.name,
} satisfies ResourceProps;
