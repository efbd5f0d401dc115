import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOptional } from './is-optional.js';
import { IsDateString } from './is-date-string.js';
import { PAGE_SIZES, QUIZ_RULES } from '../constants/business.js';
import { SEARCH_SORTS, type SearchSort } from '../http/search.response.js';
import { PageParams, ReadAfterParams } from './page.requests.js';
import { RequiredObject } from './required-object.js';

/** Both languages of a text, each required. */
export class LocalizedTextInput {
  @IsNotEmpty() @IsString() @MaxLength(2000) en!: string;
  @IsNotEmpty() @IsString() @MaxLength(2000) th!: string;
}

/** A path on this site or an https address (images, media, resources). */
export const SITE_OR_HTTPS = /^(\/(?!\/)|https:\/\/)\S+$/;

/**
 * Course media: a private upload of ours (`media:course-media/<file>`, served by signed address), a path on this
 * site or an https address. Only the course-media folder: a reference elsewhere (a certificate) would be signed for every learner.
 */
export const MEDIA_OR_SITE = /^(media:course-media\/[A-Za-z0-9_-]+\.[a-z0-9]+|\/(?!\/)\S+|https:\/\/\S+)$/;

/** Ids of catalogue items are readable slugs (`leadership-coaching`). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export class JobFunctionRequest {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @RequiredObject(() => LocalizedTextInput) name!: LocalizedTextInput;
  @IsArray() @ArrayMaxSize(50) @IsObject({ each: true }) @ValidateNested({ each: true }) @Type(() => LocalizedTextInput) subFunctions!: LocalizedTextInput[];
  @IsInt() @Min(0) order!: number;
}

export class InstructorRequest {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @IsNotEmpty() @IsString() @MaxLength(80) firstName!: string;
  @IsNotEmpty() @IsString() @MaxLength(80) lastName!: string;
  @IsNotEmpty() @IsString() @MaxLength(80) firstNameTh!: string;
  @IsNotEmpty() @IsString() @MaxLength(80) lastNameTh!: string;
  @IsOptional() @IsString() @Matches(SITE_OR_HTTPS) @MaxLength(500) profileImageUrl?: string;
  @RequiredObject(() => LocalizedTextInput) headline!: LocalizedTextInput;
  @RequiredObject(() => LocalizedTextInput) bio!: LocalizedTextInput;
  @IsOptional() @IsUUID() userId?: string;
}

export class SortInput {
  @IsNotEmpty() @IsString() @MaxLength(64) selector!: string;
  @IsOptional() @IsBoolean() desc?: boolean;
}

/** DevExtreme-style load options; the filter expression is checked by the server's translator. */
export class LoadOptionsInput {
  @IsOptional() @IsInt() @Min(0) skip?: number;
  @IsOptional() @IsInt() @Min(1) @Max(PAGE_SIZES.highlightsTake) take?: number;
  @IsOptional() @IsArray() @ArrayMaxSize(5) @IsObject({ each: true }) @ValidateNested({ each: true }) @Type(() => SortInput) sort?: SortInput[];
  @IsOptional() @Allow() filter?: unknown;
  @IsOptional() @IsBoolean() requireTotalCount?: boolean;
}

export class CustomFilterInput {
  @IsArray() @ArrayMaxSize(200) @IsString({ each: true }) ids!: string[];
}

/** Body of `POST coursesapi/course/list-by-post`: load options, or the ids of the courses wanted. */
export class ListCoursesRequest {
  @IsOptional() @ValidateNested() @Type(() => LoadOptionsInput) loadOptions?: LoadOptionsInput;
  @IsOptional() @ValidateNested() @Type(() => CustomFilterInput) customFilter?: CustomFilterInput;
}

export class QuizOptionInput {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @RequiredObject(() => LocalizedTextInput) text!: LocalizedTextInput;
}

/** A quiz question; how many options are right for its kind is checked with the curriculum (course decider). */
export class QuizQuestionInput {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @IsIn(['single', 'multiple']) kind!: 'single' | 'multiple';
  @RequiredObject(() => LocalizedTextInput) text!: LocalizedTextInput;
  @IsArray()
  @ArrayMaxSize(QUIZ_RULES.maxOptions)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => QuizOptionInput)
  options!: QuizOptionInput[];
  @IsArray() @ArrayMaxSize(QUIZ_RULES.maxOptions) @IsString({ each: true }) correctOptionIds!: string[];
  @RequiredObject(() => LocalizedTextInput) explanation!: LocalizedTextInput;
}

/** WebVTT caption addresses of a video lesson, per language. */
export class CaptionsInput {
  @IsOptional() @IsString() @Matches(SITE_OR_HTTPS) @MaxLength(500) en?: string;
  @IsOptional() @IsString() @Matches(SITE_OR_HTTPS) @MaxLength(500) th?: string;
}

export class LessonInput {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @IsIn(['video', 'resource', 'quiz']) kind!: 'video' | 'resource' | 'quiz';
  @RequiredObject(() => LocalizedTextInput) title!: LocalizedTextInput;
  @ValidateIf((l: LessonInput) => l.kind === 'video') @IsString() @Matches(MEDIA_OR_SITE) @MaxLength(500) videoUrl?: string;
  @ValidateIf((l: LessonInput) => l.kind === 'video') @IsInt() @Min(1) @Max(86_400) durationSeconds?: number;
  @IsOptional() @ValidateNested() @Type(() => CaptionsInput) captions?: CaptionsInput;
  @ValidateIf((l: LessonInput) => l.kind === 'resource') @IsString() @Matches(MEDIA_OR_SITE) @MaxLength(500) resourceUrl?: string;
  @ValidateIf((l: LessonInput) => l.kind === 'quiz')
  @IsArray()
  @ArrayMaxSize(QUIZ_RULES.maxQuestions)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => QuizQuestionInput)
  questions?: QuizQuestionInput[];
}

export class SectionInput {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @RequiredObject(() => LocalizedTextInput) title!: LocalizedTextInput;
  @IsArray() @ArrayMaxSize(100) @IsObject({ each: true }) @ValidateNested({ each: true }) @Type(() => LessonInput) lessons!: LessonInput[];
}

/** Drafting a course: its catalogue place, teacher, price in whole baht, and curriculum. */
export class DraftCourseRequest {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(80) id!: string;
  @RequiredObject(() => LocalizedTextInput) title!: LocalizedTextInput;
  @RequiredObject(() => LocalizedTextInput) description!: LocalizedTextInput;
  @IsOptional() @IsString() @Matches(SITE_OR_HTTPS) thumbnailUrl?: string;
  @IsNotEmpty() @Matches(SLUG_PATTERN) categoryId!: string;
  @IsOptional() @Matches(SLUG_PATTERN) subCategoryId?: string;
  @IsOptional() @Matches(SLUG_PATTERN) jobFunctionId?: string;
  @IsNotEmpty() @Matches(SLUG_PATTERN) instructorId!: string;
  @IsInt() @Min(0) @Max(10_000_000) price!: number;
  @IsArray() @ArrayMaxSize(50) @IsObject({ each: true }) @ValidateNested({ each: true }) @Type(() => SectionInput) curriculum!: SectionInput[];
  /** Makes it a public training course held at that time. */
  @IsOptional() @IsDateString() trainingStartsAt?: string;
}

/** `PUT coursesapi/course/{id}`: the details of a course (its id, price and curriculum change through their own requests). */
export class ReviseCourseRequest {
  @RequiredObject(() => LocalizedTextInput) title!: LocalizedTextInput;
  @RequiredObject(() => LocalizedTextInput) description!: LocalizedTextInput;
  @IsOptional() @IsString() @Matches(SITE_OR_HTTPS) thumbnailUrl?: string;
  @IsNotEmpty() @Matches(SLUG_PATTERN) categoryId!: string;
  @IsOptional() @Matches(SLUG_PATTERN) subCategoryId?: string;
  @IsOptional() @Matches(SLUG_PATTERN) jobFunctionId?: string;
  @IsNotEmpty() @Matches(SLUG_PATTERN) instructorId!: string;
  @IsOptional() @IsDateString() trainingStartsAt?: string;
}

/** `PUT coursesapi/course/{id}/curriculum`: every section and lesson, in order. */
export class ReviseCurriculumRequest {
  @IsArray() @ArrayMaxSize(50) @IsObject({ each: true }) @ValidateNested({ each: true }) @Type(() => SectionInput) curriculum!: SectionInput[];
}

/** Sub-category of a category: a slug id and both names. */
export class SubCategoryInput {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @RequiredObject(() => LocalizedTextInput) name!: LocalizedTextInput;
}

/** `POST coursesapi/category` defines one; `PUT coursesapi/category/{id}` renames it and adds sub-categories (none is removed: courses point at them). */
export class CategoryRequest {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(64) id!: string;
  @IsNotEmpty() @IsString() @Matches(/^[A-Z0-9_]{2,20}$/) code!: string;
  @RequiredObject(() => LocalizedTextInput) name!: LocalizedTextInput;
  @IsOptional() @IsString() @Matches(SITE_OR_HTTPS) @MaxLength(500) imageUrl?: string;
  @IsArray() @ArrayMaxSize(50) @IsObject({ each: true }) @ValidateNested({ each: true }) @Type(() => SubCategoryInput) subCategories!: SubCategoryInput[];
}

export class CoursePriceRequest {
  @IsInt() @Min(0) @Max(10_000_000) price!: number;
  @IsDateString() effectiveFrom!: string;
}

export class CourseHighlightRequest {
  @IsBoolean() isHighlight!: boolean;
}

/** `POST coursesapi/course/{id}/training/cancel`: the reason goes to every learner refunded. */
export class CancelTrainingRequest {
  @IsNotEmpty() @IsString() @MaxLength(500) reason!: string;
}

/** `POST coursesapi/course/{id}/training/postpone`: the new start, later than the current one and in the future. */
export class PostponeTrainingRequest {
  @IsDateString() startsAt!: string;
  @IsNotEmpty() @IsString() @MaxLength(500) reason!: string;
}

/** Body of `POST pricingapi/pricing/client`: course ids, bundle ids, or both. */
export class PricingClientRequest {
  @ValidateIf((r: PricingClientRequest) => r.courses !== undefined || r.bundles === undefined)
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  courses?: string[];
  @IsOptional() @IsArray() @ArrayMaxSize(200) @IsString({ each: true }) bundles?: string[];
}

/** A thumbnail per locale, each optional. */
export class LocalizedImageInput {
  @IsOptional() @IsString() @Matches(SITE_OR_HTTPS) @MaxLength(500) en?: string;
  @IsOptional() @IsString() @Matches(SITE_OR_HTTPS) @MaxLength(500) th?: string;
}

/** Revising a bundle: everything but its id and its price, which changes through a dated price change. */
export class ReviseBundleRequest {
  @RequiredObject(() => LocalizedTextInput) name!: LocalizedTextInput;
  @RequiredObject(() => LocalizedTextInput) description!: LocalizedTextInput;
  @IsOptional() @ValidateNested() @Type(() => LocalizedImageInput) thumbnailUrl?: LocalizedImageInput;
  @IsBoolean() isSingleCertificate!: boolean;
  @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @Matches(SLUG_PATTERN, { each: true }) courseIds!: string[];
}

/** Defining a bundle (or a single-course certificate): names, pictures, its courses in order, price in whole baht. */
export class BundleRequest extends ReviseBundleRequest {
  @IsNotEmpty() @Matches(SLUG_PATTERN) @MaxLength(80) id!: string;
  @IsInt() @Min(0) @Max(10_000_000) price!: number;
}

/** Body of `POST certificatesapi/get-certificates/`. */
export class ListBundlesRequest {
  @IsOptional() @ValidateNested() @Type(() => LoadOptionsInput) loadOptions?: LoadOptionsInput;
}

/** Query of `GET searchapi/suggest/global`. */
export class SuggestRequest extends ReadAfterParams {
  @IsOptional() @IsString() @MaxLength(200) search?: string;
}

/** Query of `GET searchapi/search/courses`: the words, the filters of the results page, its sort and page. */
export class SearchCoursesRequest extends PageParams {
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional() @Matches(SLUG_PATTERN) categoryId?: string;
  @IsOptional() @Matches(SLUG_PATTERN) subCategoryId?: string;
  @IsOptional() @Matches(SLUG_PATTERN) jobFunctionId?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(10_000_000) minPrice?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(10_000_000) maxPrice?: number;
  @IsOptional() @IsIn(['true', 'false']) free?: 'true' | 'false';
  @IsOptional() @IsIn(SEARCH_SORTS) sort?: SearchSort;
}
