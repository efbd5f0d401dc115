import { IsBoolean, IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsOptional } from './is-optional.js';
import { ADMIN_BUNDLE_SORTS, ADMIN_COURSE_SORTS, type AdminBundleSort, type AdminCourseSort, type AuthoringStatus } from '../admin/admin-catalogue.types.js';
import { SLUG_PATTERN } from './catalogue.requests.js';

const STATUSES: AuthoringStatus[] = ['draft', 'published', 'unpublished'];

/** Body of `POST coursesapi/course/admin/search`: part of a title (en or th), status, category, sort and page. */
export class AdminCourseSearchRequest {
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional() @IsIn(STATUSES) status?: AuthoringStatus;
  @IsOptional() @Matches(SLUG_PATTERN) categoryId?: string;
  @IsOptional() @IsIn(ADMIN_COURSE_SORTS) sort?: AdminCourseSort;
  @IsOptional() @IsBoolean() desc?: boolean;
  @IsOptional() @IsInt() @Min(0) skip?: number;
  @IsOptional() @IsInt() @Min(1) @Max(100) take?: number;
}

/** Body of `POST certificatesapi/bundles/admin/search`: part of a name (en or th), status, kind, sort and page. */
export class AdminBundleSearchRequest {
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional() @IsIn(STATUSES) status?: AuthoringStatus;
  @IsOptional() @IsBoolean() isSingleCertificate?: boolean;
  @IsOptional() @IsIn(ADMIN_BUNDLE_SORTS) sort?: AdminBundleSort;
  @IsOptional() @IsBoolean() desc?: boolean;
  @IsOptional() @IsInt() @Min(0) skip?: number;
  @IsOptional() @IsInt() @Min(1) @Max(100) take?: number;
}
