import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsOptional } from './is-optional.js';
import { IsDateString } from './is-date-string.js';
import { EMPLOYEE_ROLES, type EmployeeRole } from '../events/corporate/organisation.events.js';
import { SLUG_PATTERN } from './catalogue.requests.js';
import { PageParams, ReadAfterParams } from './page.requests.js';

/** Ids the server gives (organisations, cost centres, licences, users, enrolments): letters, digits, dashes. */
export const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** Most credits one deposit, transfer or price may name. */
export const MAX_CREDITS = 10_000_000;

/** Most people one licence call, assignment or import may name. */
export const MAX_PEOPLE_PER_CALL = 1000;

export class OrganisationAdminInput {
  @IsNotEmpty() @IsString() @IsEmail() @MaxLength(254) email!: string;
  @IsNotEmpty() @IsString() @MaxLength(100) firstName!: string;
  @IsNotEmpty() @IsString() @MaxLength(100) lastName!: string;
  @IsIn(['ORG_ADMIN', 'HR']) role!: 'ORG_ADMIN' | 'HR';
}

/** `POST orgsapi/organizations` (platform admin). */
export class CreateOrganisationRequest {
  @IsNotEmpty() @IsString() @MaxLength(200) nameEn!: string;
  @IsNotEmpty() @IsString() @MaxLength(200) nameTh!: string;
  @IsNotEmpty() @Matches(/^\d{13}$/) taxId!: string;
  @IsNotEmpty() @IsString() @MaxLength(500) address!: string;
  @IsNotEmpty() @IsString() @MaxLength(64) contractId!: string;
  @IsDateString() contractStart!: string;
  @IsDateString() contractEnd!: string;
  @IsArray()
  @ArrayMaxSize(20)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => OrganisationAdminInput)
  admins!: OrganisationAdminInput[];
}

/** Where a person sits: every field of the spec's employee information, all optional text. */
class EmployeePlacement {
  @IsOptional() @IsString() @MaxLength(100) department?: string;
  @IsOptional() @IsString() @MaxLength(100) position?: string;
  @IsOptional() @IsString() @MaxLength(50) jobGrade?: string;
  @IsOptional() @IsString() @MaxLength(100) team?: string;
  @IsOptional() @IsString() @MaxLength(100) businessUnit?: string;
  @IsOptional() @IsString() @MaxLength(100) location?: string;
  @IsOptional() @Matches(ID_PATTERN) costCentreId?: string;
}

/** `POST orgsapi/organizations/{orgId}/add-subuser`: one person, invited by mail. */
export class AddSubuserRequest extends EmployeePlacement {
  @IsNotEmpty() @IsString() @IsEmail() @MaxLength(254) email!: string;
  @IsNotEmpty() @IsString() @MaxLength(100) firstName!: string;
  @IsNotEmpty() @IsString() @MaxLength(100) lastName!: string;
  /** Learner (B2B) unless given; only an organisation admin may add HR or admins. */
  @IsOptional() @IsIn(EMPLOYEE_ROLES) role?: EmployeeRole;
}

/** `PATCH orgsapi/organizations/{orgId}/employees/{userId}`: change details, or `active: false` to deactivate. */
export class UpdateEmployeeRequest extends EmployeePlacement {
  @IsOptional() @IsNotEmpty() @IsString() @MaxLength(100) firstName?: string;
  @IsOptional() @IsNotEmpty() @IsString() @MaxLength(100) lastName?: string;
  @IsOptional() @IsIn([false]) active?: false;
}

/** `GET orgsapi/organizations/{orgId}/employees`. */
export class EmployeeListParams extends PageParams {
  @IsOptional() @IsString() @MaxLength(100) q?: string;
  @IsOptional() @IsString() @MaxLength(100) department?: string;
  @IsOptional() @IsIn(['true', 'false']) active?: 'true' | 'false';
}

/** `POST orgsapi/organizations/{orgId}/employees/import?dryRun=true`: the preview. */
export class EmployeeImportParams {
  @IsOptional() @IsIn(['true', 'false']) dryRun?: 'true' | 'false';
}

/** `POST orgsapi/organizations/{orgId}/cost-centres`. */
export class CreateCostCentreRequest {
  @IsNotEmpty() @Matches(/^[A-Za-z0-9-]{1,20}$/) code!: string;
  @IsNotEmpty() @IsString() @MaxLength(100) name!: string;
  @IsBoolean() unlimited!: boolean;
}

/** `POST orgsapi/cost-centres/{id}/deposits` (platform admin). */
export class DepositCreditsRequest {
  @IsInt() @Min(1) @Max(MAX_CREDITS) amount!: number;
  @IsNotEmpty() @IsString() @MaxLength(64) invoiceRef!: string;
}

/** `POST orgsapi/cost-centres/{id}/transfers` (the organisation's admin). */
export class TransferCreditsRequest {
  @IsNotEmpty() @Matches(ID_PATTERN) toCostCentreId!: string;
  @IsInt() @Min(1) @Max(MAX_CREDITS) amount!: number;
}

/** `POST orgsapi/cost-centres/{id}/reversals`: cancel an enrolment not yet started, within the window. */
export class ReverseEnrolmentRequest {
  @IsNotEmpty() @Matches(ID_PATTERN) enrolmentId!: string;
}

/** `?asOf=`: an instant; absent means now (and `?after=` then reads the caller's own write). */
export class AsOfParams extends ReadAfterParams {
  @IsOptional() @IsDateString() asOf?: string;
}

/** `GET orgsapi/cost-centres/{id}/ledger`. */
export class LedgerParams extends PageParams {
  @IsOptional() @IsDateString() asOf?: string;
}

/** `GET orgsapi/cost-centres/{id}/ledger/export`. */
export class LedgerExportParams extends AsOfParams {
  @IsOptional() @IsIn(['jsonl', 'csv']) format?: 'jsonl' | 'csv';
}

/** `POST orgsapi/organizations/{orgId}/licences` (platform admin). */
export class CreateLicenceRequest {
  @IsNotEmpty() @IsString() @MaxLength(100) name!: string;
  @IsInt() @Min(1) @Max(100_000) seats!: number;
  @IsDateString() validFrom!: string;
  @IsDateString() validUntil!: string;
  /** True: the whole catalogue; false: the courses and bundles listed. */
  @IsBoolean() allCatalogue!: boolean;
  @IsOptional() @IsArray() @ArrayMaxSize(500) @Matches(SLUG_PATTERN, { each: true }) courseIds?: string[];
  @IsOptional() @IsArray() @ArrayMaxSize(500) @Matches(SLUG_PATTERN, { each: true }) bundleIds?: string[];
}

/** `POST orgsapi/licences/{id}/assign` and `.../revoke`. */
export class LicenceUsersRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(MAX_PEOPLE_PER_CALL) @Matches(ID_PATTERN, { each: true }) userIds!: string[];
}

/** `POST orgsapi/organizations/{orgId}/assignments`: to people, or to everyone in a department. */
export class CreateAssignmentRequest {
  @IsNotEmpty() @Matches(SLUG_PATTERN) itemId!: string;
  @IsBoolean() isBundle!: boolean;
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_PEOPLE_PER_CALL) @Matches(ID_PATTERN, { each: true }) userIds?: string[];
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) department?: string;
  @IsOptional() @IsDateString() dueDate?: string;
}

/** `PUT orgsapi/credit-prices/{itemId}` (platform admin). */
export class SetCreditPriceRequest {
  @IsBoolean() isBundle!: boolean;
  @IsInt() @Min(0) @Max(MAX_CREDITS) credits!: number;
}

/** `GET paymentapi/credit-quote` (`?after=`: the balance after the caller's own enrolment). */
export class CreditQuoteParams extends ReadAfterParams {
  @IsNotEmpty() @Matches(SLUG_PATTERN) itemId!: string;
  @IsIn(['true', 'false']) isBundle!: 'true' | 'false';
}
