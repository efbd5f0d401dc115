import { Equals, IsBoolean, IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { IsOptional } from './is-optional.js';
import type {
  ChangeEmailRequestBody,
  ChangePasswordRequestBody,
  ForgotPasswordConfirmRequestBody,
  ForgotPasswordRequestBody,
  LoginRequestBody,
  LogoutRequestBody,
  RefreshTokenRequestBody,
  SignupRequestBody,
} from '../http/auth.types.js';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../identity/token-claims.js';
import { EqualsField } from './equals-field.js';

const EMAIL_MAX_LENGTH = 254;

export class LoginRequest implements LoginRequestBody {
  @IsNotEmpty() @IsString() @IsEmail() @MaxLength(EMAIL_MAX_LENGTH) email!: string;
  @IsNotEmpty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
  @IsOptional() @IsString() userToken?: string;
  @IsOptional() @IsString() clientId?: string;
}

export class SignupRequest implements SignupRequestBody {
  @IsNotEmpty() @IsString() @IsEmail() @MaxLength(EMAIL_MAX_LENGTH) email!: string;
  @IsNotEmpty() @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
  @IsNotEmpty() @IsString() @EqualsField('password') confirmPassword!: string;
  @IsNotEmpty() @IsString() @MaxLength(NAME_MAX_LENGTH) firstName!: string;
  @IsNotEmpty() @IsString() @MaxLength(NAME_MAX_LENGTH) lastName!: string;
  @IsBoolean() @Equals(true) agreeToTerms!: boolean;
}

export class RefreshTokenRequest implements RefreshTokenRequestBody {
  @IsNotEmpty() @IsString() @MaxLength(512) refreshToken!: string;
}

export class LogoutRequest implements LogoutRequestBody {
  @IsNotEmpty() @IsString() @MaxLength(512) refreshToken!: string;
}

export class ForgotPasswordRequest implements ForgotPasswordRequestBody {
  @IsNotEmpty() @IsString() @IsEmail() @MaxLength(EMAIL_MAX_LENGTH) email!: string;
}

export class ForgotPasswordConfirmRequest implements ForgotPasswordConfirmRequestBody {
  @IsNotEmpty() @IsString() @MaxLength(512) token!: string;
  @IsNotEmpty() @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) newPassword!: string;
  @IsNotEmpty() @IsString() @EqualsField('newPassword') newPasswordConfirmed!: string;
}

export class ChangePasswordRequest implements ChangePasswordRequestBody {
  @IsNotEmpty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH) currentPassword!: string;
  @IsNotEmpty() @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) newPassword!: string;
  @IsNotEmpty() @IsString() @EqualsField('newPassword') newPasswordConfirmed!: string;
}

export class ChangeEmailRequest implements ChangeEmailRequestBody {
  @IsNotEmpty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
  @IsNotEmpty() @IsString() @IsEmail() @MaxLength(EMAIL_MAX_LENGTH) newEmail!: string;
  @IsNotEmpty() @IsString() @EqualsField('newEmail') confirmEmail!: string;
}
