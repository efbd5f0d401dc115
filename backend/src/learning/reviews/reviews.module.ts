import { Module } from '@nestjs/common';
import { CourseHolders } from '../course-access/course-holders.js';
import { CountRatingsHandler } from './count-ratings/count-ratings.handler.js';
import { DeleteReviewHandler } from './delete-review/delete-review.handler.js';
import { EditReviewHandler } from './edit-review/edit-review.handler.js';
import { GetMyCourseReviewsHandler } from './get-my-course-reviews/get-my-course-reviews.handler.js';
import { ListMyReviewsHandler } from './list-my-reviews/list-my-reviews.handler.js';
import { ListPublicReviewsHandler } from './list-public-reviews/list-public-reviews.handler.js';
import { ListReviewsToModerateHandler } from './list-reviews-to-moderate/list-reviews-to-moderate.handler.js';
import { ListReviewsHandler } from './list-reviews/list-reviews.handler.js';
import { ModerateReviewHandler } from './moderate-review/moderate-review.handler.js';
import { ReviewEligibilityReader } from './review-eligibility.js';
import { ReviewModerationHttpController } from './review-moderation.http.controller.js';
import { ReviewsHttpController } from './reviews.http.controller.js';
import { UserReviewsHttpController } from './user-reviews.http.controller.js';
import { WriteReviewHandler } from './write-review/write-review.handler.js';

/** Learners' reviews of the courses they study, their moderation, and the ratings they add up to. */
@Module({
  controllers: [ReviewsHttpController, ReviewModerationHttpController, UserReviewsHttpController],
  providers: [
    CourseHolders,
    ReviewEligibilityReader,
    WriteReviewHandler,
    EditReviewHandler,
    DeleteReviewHandler,
    ModerateReviewHandler,
    ListReviewsHandler,
    GetMyCourseReviewsHandler,
    ListMyReviewsHandler,
    CountRatingsHandler,
    ListPublicReviewsHandler,
    ListReviewsToModerateHandler,
  ],
})
export class ReviewsModule {}
