/** Bodies of `authapi/auth/*` (spec section 7) and the login/signup response (spec section 3). */
export interface LoginRequestBody {
  email: string;
  password: string;
  /** Sent by the original clients; accepted and ignored. */
  userToken?: string;
  clientId?: string;
}

export interface SignupRequestBody {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  agreeToTerms: boolean;
}

export interface RefreshTokenRequestBody {
  refreshToken: string;
}

export interface LogoutRequestBody {
  refreshToken: string;
}

export interface ForgotPasswordRequestBody {
  email: string;
}

export interface ForgotPasswordConfirmRequestBody {
  token: string;
  newPassword: string;
  newPasswordConfirmed: string;
}

export interface ChangePasswordRequestBody {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmed: string;
}

export interface ChangeEmailRequestBody {
  password: string;
  newEmail: string;
  confirmEmail: string;
}

export interface AuthResponse {
  id: string;
  jwtToken: string;
  refreshToken: string;
  /** Read-your-writes: pass as `?after=` to read the account right after this call. */
  position: string | null;
}
