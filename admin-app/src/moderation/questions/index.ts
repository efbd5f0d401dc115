import ForumIcon from '@mui/icons-material/Forum';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { QuestionModerationList } from './question-moderation-list';
import { ReplyModerationList } from './reply-moderation-list';

export const questions = { list: QuestionModerationList, icon: QuestionAnswerIcon };
export const replies = { list: ReplyModerationList, icon: ForumIcon };
