import RateReviewIcon from '@mui/icons-material/RateReview';
import { ReviewModerationList } from './review-moderation-list';

export default { list: ReviewModerationList, icon: RateReviewIcon };
