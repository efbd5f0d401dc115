import PersonPinIcon from '@mui/icons-material/PersonPin';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../../layout/lazy-views';
import { InstructorRepresentation } from './instructor-representation';

/** The menu entry and names load with the app; the screens on first visit. */
export const instructorsResource = {
  name: 'instructors',
  ...lazyViews(() => import('./instructor-views'), ['list', 'show', 'edit', 'create']),
  icon: PersonPinIcon,
  recordRepresentation: <InstructorRepresentation />,
} satisfies ResourceProps;
