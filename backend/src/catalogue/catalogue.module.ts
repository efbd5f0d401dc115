import { Module } from '@nestjs/common';
import { CategoriesHttpController } from './categories/categories.http.controller.js';
import { CategoriesSeeder } from './categories/categories.seeder.js';
import { DefineCategoryHandler } from './categories/define-category/define-category.handler.js';
import { GetCategoryHandler } from './categories/get-category/get-category.handler.js';
import { ListCategoriesHandler } from './categories/list-categories/list-categories.handler.js';
import { ReviseCategoryHandler } from './categories/revise-category/revise-category.handler.js';
import { AuthorCourseHandler } from './courses/author-course/author-course.handler.js';
import { CoursesHttpController } from './courses/courses.http.controller.js';
import { CaptionsSeeder } from './courses/captions/captions.seeder.js';
import { CoursesSeeder } from './courses/courses.seeder.js';
import { DraftCourseHandler } from './courses/draft-course/draft-course.handler.js';
import { GetCourseHandler } from './courses/get-course/get-course.handler.js';
import { GetLearningHandler } from './courses/get-learning/get-learning.handler.js';
import { GetRestrictionsHandler } from './courses/get-restrictions/get-restrictions.handler.js';
import { ListCoursesHandler } from './courses/list-courses/list-courses.handler.js';
import { AuthorInstructorHandler } from './instructors/author-instructor/author-instructor.handler.js';
import { GetInstructorHandler } from './instructors/get-instructor/get-instructor.handler.js';
import { InstructorsHttpController } from './instructors/instructors.http.controller.js';
import { InstructorsSeeder } from './instructors/instructors.seeder.js';
import { ListInstructorsHandler } from './instructors/list-instructors/list-instructors.handler.js';
import { AuthorJobFunctionHandler } from './job-functions/author-job-function/author-job-function.handler.js';
import { JobFunctionsHttpController } from './job-functions/job-functions.http.controller.js';
import { JobFunctionsSeeder } from './job-functions/job-functions.seeder.js';
import { SearchCoursesHandler } from './search/search-courses/search-courses.handler.js';
import { SearchHttpController } from './search/search.http.controller.js';
import { SuggestGlobalHandler } from './search/suggest-global/suggest-global.handler.js';
import { PriceItemsHandler } from './pricing/price-items/price-items.handler.js';
import { AuthorBundleHandler } from './bundles/author-bundle/author-bundle.handler.js';
import { BundlesHttpController } from './bundles/bundles.http.controller.js';
import { BundlesSeeder } from './bundles/bundles.seeder.js';
import { GetBundleHandler } from './bundles/get-bundle/get-bundle.handler.js';
import { ListBundlesHandler } from './bundles/list-bundles/list-bundles.handler.js';
import { PricingHttpController } from './pricing/pricing.http.controller.js';
import { ListJobFunctionsHandler } from './job-functions/list-job-functions/list-job-functions.handler.js';
import { GetJobFunctionHandler } from './job-functions/get-job-function/get-job-function.handler.js';
import { AdminSearchCoursesHandler } from './courses/admin-search-courses/admin-search-courses.handler.js';
import { GetAuthoringHandler } from './courses/get-authoring/get-authoring.handler.js';
import { AdminSearchBundlesHandler } from './bundles/admin-search-bundles/admin-search-bundles.handler.js';
import { GetBundleAuthoringHandler } from './bundles/get-bundle-authoring/get-bundle-authoring.handler.js';
import { UploadMediaHandler } from './media/upload-media/upload-media.handler.js';
import { UploadInterceptor } from './media/upload-media/upload.interceptor.js';
import { UploadsHttpController } from './media/uploads.http.controller.js';

/** Catalogue and discovery: categories, job functions, instructors, courses, bundles, pricing and search. */
@Module({
  controllers: [
    CategoriesHttpController,
    JobFunctionsHttpController,
    InstructorsHttpController,
    CoursesHttpController,
    BundlesHttpController,
    PricingHttpController,
    SearchHttpController,
    UploadsHttpController,
  ],
  providers: [
    DefineCategoryHandler,
    ReviseCategoryHandler,
    ListCategoriesHandler,
    GetCategoryHandler,
    CategoriesSeeder,
    AuthorJobFunctionHandler,
    ListJobFunctionsHandler,
    GetJobFunctionHandler,
    JobFunctionsSeeder,
    AuthorInstructorHandler,
    ListInstructorsHandler,
    GetInstructorHandler,
    InstructorsSeeder,
    DraftCourseHandler,
    AuthorCourseHandler,
    GetCourseHandler,
    GetRestrictionsHandler,
    GetLearningHandler,
    ListCoursesHandler,
    AdminSearchCoursesHandler,
    GetAuthoringHandler,
    CoursesSeeder,
    CaptionsSeeder,
    PriceItemsHandler,
    AuthorBundleHandler,
    GetBundleHandler,
    ListBundlesHandler,
    AdminSearchBundlesHandler,
    GetBundleAuthoringHandler,
    BundlesSeeder,
    SuggestGlobalHandler,
    SearchCoursesHandler,
    UploadMediaHandler,
    UploadInterceptor,
  ],
})
export class CatalogueModule {}
