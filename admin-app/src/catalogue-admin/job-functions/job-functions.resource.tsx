import WorkIcon from '@mui/icons-material/Work';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../../layout/lazy-views';
import { LocalizedName } from '../shared/localized-name';

/** The menu entry and names load with the app; the screens on first visit. */
export const jobFunctionsResource = {
  name: 'job-functions',
  ...lazyViews(() => import('./job-function-views'), ['list', 'show', 'edit', 'create']),
  icon: WorkIcon,
  recordRepresentation: <LocalizedName />,
} satisfies ResourceProps;
