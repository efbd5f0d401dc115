import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { IsOptional } from './is-optional.js';
import { PageParams } from './page.requests.js';
import type { CreateUserRequestBody, UpdateUserRequestBody } from '../http/user.types.js';
import { ROLES, type Role } from '../identity/roles.js';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../identity/token-claims.js';

export class CreateUserRequest implements CreateUserRequestBody {
  @IsNotEmpty() @IsString() @IsEmail() @MaxLength(254) email!: string;
  @IsNotEmpty() @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
  @IsNotEmpty() @IsString() @MaxLength(NAME_MAX_LENGTH) firstName!: string;
  @IsNotEmpty() @IsString() @MaxLength(NAME_MAX_LENGTH) lastName!: string;
  @IsNotEmpty() @IsIn(ROLES) role!: Role;
}

export class UpdateUserRequest implements UpdateUserRequestBody {
  @IsNotEmpty() @IsString() @MaxLength(NAME_MAX_LENGTH) firstName!: string;
  @IsNotEmpty() @IsString() @MaxLength(NAME_MAX_LENGTH) lastName!: string;
  @IsNotEmpty() @IsIn(ROLES) role!: Role;
}

export const USER_SORT_FIELDS = ['created', 'email', 'firstName', 'lastName', 'role'] as const;

/** Query string of `GET userprofileapi/user`. */
export class ListUsersParams extends PageParams {
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptional() @IsIn(ROLES) role?: Role;
  @IsOptional() @IsIn(USER_SORT_FIELDS) sort?: (typeof USER_SORT_FIELDS)[number];
  @IsOptional() @IsIn(['asc', 'desc']) order?: 'asc' | 'desc';
}
