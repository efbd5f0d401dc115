import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import type { ResourceProps } from 'react-admin';
import { lazyViews } from '../../layout/lazy-views';

/** The menu entry loads with the app; the screen on first visit. */
export const questionsResource = {
  name: 'questions',
  ...lazyViews(() => import('./question-views'), ['list']),
  icon: QuestionAnswerIcon,
} satisfies ResourceProps;
