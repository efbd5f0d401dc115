import ForumIcon from '@mui/icons-material/Forum';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { lazyViews } from '../../layout/lazy-views';

/** The menu entries load with the app; the screens on first visit. */
export const questions = { ...lazyViews(() => import('./question-views'), ['list']), icon: QuestionAnswerIcon };
export const replies = { ...lazyViews(() => import('./reply-views'), ['list']), icon: ForumIcon };
