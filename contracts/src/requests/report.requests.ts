import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsOptional } from './is-optional.js';
import { LOCALES, type Locale } from '../i18n/locale.js';
import type { CreateReportScheduleBody, ReportQueryBody, ReportSort } from '../http/report.types.js';
import {
  ACTIVATION_STATES,
  COURSE_KINDS,
  DATE_RANGE_VALUES,
  DIMENSIONS,
  FILTER_MODES,
  LEARNING_STAGE_VALUES,
  REPORT_NAMES,
  REPORT_RULES,
  SCHEDULE_FREQUENCIES,
  type ActivationState,
  type CourseKind,
  type DateRange,
  type Dimension,
  type FilterMode,
  type LearningStage,
  type ReportName,
  type ScheduleFrequency,
} from '../reports/report-constants.js';

/** `YYYY-MM`: a month of a Range. */
export const REPORT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** `YYYY-MM-DD`: an as-of day. */
export const REPORT_DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class ReportSortInput implements ReportSort {
  @IsString() @IsNotEmpty() @MaxLength(64) field!: string;
  @IsIn(['ASC', 'DESC']) order!: 'ASC' | 'DESC';
}

/** The filters of a report, without its page: what a schedule keeps. */
export class ReportFiltersRequest implements Omit<ReportQueryBody, 'organizationId' | 'skip' | 'take'> {
  @IsOptional() @IsIn(FILTER_MODES) filterMode?: FilterMode;
  @IsOptional() @IsIn(DATE_RANGE_VALUES) dateRange?: DateRange;
  @IsOptional() @Matches(REPORT_MONTH_PATTERN) from?: string;
  @IsOptional() @Matches(REPORT_MONTH_PATTERN) to?: string;
  @IsOptional() @Matches(REPORT_DAY_PATTERN) asOf?: string;
  @IsOptional() @IsIn(DIMENSIONS) dimension?: Dimension;
  @IsOptional() @IsArray() @ArrayMaxSize(200) @IsString({ each: true }) @MaxLength(200, { each: true }) departments?: string[];
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(64, { each: true }) contracts?: string[];
  @IsOptional() @IsArray() @IsIn(COURSE_KINDS, { each: true }) courseTypes?: CourseKind[];
  @IsOptional() @IsArray() @IsIn(LEARNING_STAGE_VALUES, { each: true }) learningStages?: LearningStage[];
  @IsOptional() @IsArray() @IsIn(ACTIVATION_STATES, { each: true }) activationStates?: ActivationState[];
  @IsOptional() @IsString() @MaxLength(64) userId?: string;
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional() @ValidateNested() @Type(() => ReportSortInput) sort?: ReportSortInput;
}

/** `POST reportsapi/{report}`: filters, the organisation (platform admins must name one) and the page. */
export class ReportQueryRequest extends ReportFiltersRequest implements ReportQueryBody {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(64) organizationId?: string;
  @IsOptional() @IsInt() @Min(0) skip?: number;
  @IsOptional() @IsInt() @Min(1) @Max(REPORT_RULES.maxTake) take?: number;
}

/** `POST reportsapi/schedules`. */
export class CreateReportScheduleRequest implements CreateReportScheduleBody {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(64) organizationId?: string;
  @IsIn(REPORT_NAMES) report!: ReportName;
  @ValidateNested() @Type(() => ReportFiltersRequest) query!: ReportFiltersRequest;
  @IsIn(SCHEDULE_FREQUENCIES) frequency!: ScheduleFrequency;
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(REPORT_RULES.maxScheduleRecipients)
  @IsEmail({}, { each: true })
  recipients!: string[];
  @IsIn(LOCALES) locale!: Locale;
}
