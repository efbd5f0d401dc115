import { Transform, Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsOptional } from './is-optional.js';
import { CERTIFICATE_STATUSES, type CertificateStatus, type RevokeCertificateRequestBody } from '../http/certificate.types.js';
import { LoadOptionsInput } from './catalogue.requests.js';
import { PageParams } from './page.requests.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Longest revocation reason kept (it is shown on the public verification page). */
export const REVOCATION_REASON_MAX_LENGTH = 500;

/** `POST certificatesapi/certificate/{id}/revoke` (platform admins): why, in words anyone verifying it will read. */
export class RevokeCertificateRequest implements RevokeCertificateRequestBody {
  @Transform(trimmed) @IsString() @IsNotEmpty() @MaxLength(REVOCATION_REASON_MAX_LENGTH) reason!: string;
}

/** `POST certificatesapi/my-certificates`: the caller's certificates, paged and filtered as the storefront lists are. */
export class MyCertificatesRequest {
  @IsOptional() @ValidateNested() @Type(() => LoadOptionsInput) loadOptions?: LoadOptionsInput;
}

/** `GET certificatesapi/admin/certificates`: every certificate, of one status and matching words if asked. */
export class AdminCertificatesQuery extends PageParams {
  @IsOptional() @IsIn(CERTIFICATE_STATUSES) status?: CertificateStatus;
  @IsOptional() @Transform(trimmed) @IsString() @MaxLength(200) q?: string;
}
