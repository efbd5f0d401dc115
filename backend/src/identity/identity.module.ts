import { IdentityWorkflows } from './identity-workflows.js';
import { Global, Module } from '@nestjs/common';
import { EMAIL_CLAIMS } from '../kernel/accounts/email-claims.port.js';
import { AuthHttpController } from './auth/auth.http.controller.js';
import { ChangeEmailHandler } from './auth/change-email/change-email.handler.js';
import { ChangePasswordHandler } from './auth/change-password/change-password.handler.js';
import { ForgotPasswordConfirmHandler } from './auth/forgot-password-confirm/forgot-password-confirm.handler.js';
import { ForgotPasswordHandler } from './auth/forgot-password/forgot-password.handler.js';
import { LoginHandler } from './auth/login/login.handler.js';
import { LogoutHandler } from './auth/logout/logout.handler.js';
import { RefreshTokenHandler } from './auth/refresh-token/refresh-token.handler.js';
import { SessionIssuer } from './auth/session-issuer.js';
import { SignupHandler } from './auth/signup/signup.handler.js';
import { AttemptThrottle } from './credentials/attempt-throttle.js';
import { PasswordHasher } from './credentials/password-hasher.js';
import { EmailClaims } from './email-claims/email-claims.js';
import { InviteEmployeeEffect } from './employee-accounts/invite-employee.effect.js';
import { CreateUserHandler } from './users/create-user/create-user.handler.js';
import { DeleteUserHandler } from './users/delete-user/delete-user.handler.js';
import { DemoAccountsSeeder } from './users/demo-accounts.seeder.js';
import { DemoLoginsSeeder } from './auth/demo-logins/demo-logins.seeder.js';
import { EditUserHandler } from './users/edit-user/edit-user.handler.js';
import { GetPublicProfileHandler } from './users/get-public-profile/get-public-profile.handler.js';
import { GetUserHandler } from './users/get-user/get-user.handler.js';
import { ListUsersHandler } from './users/list-users/list-users.handler.js';
import { PatchProfileHandler } from './users/patch-profile/patch-profile.handler.js';
import { UploadProfileImageHandler } from './users/upload-profile-image/upload-profile-image.handler.js';
import { UsersHttpController } from './users/users.http.controller.js';

/**
 * Identity and access: accounts, credentials, sessions, profiles. Global only to lend its email
 * claims (EMAIL_CLAIMS) to capabilities that open accounts for others, which may not import it.
 */
@Global()
@Module({
  controllers: [AuthHttpController, UsersHttpController],
  providers: [
    IdentityWorkflows,
    PasswordHasher,
    AttemptThrottle,
    EmailClaims,
    { provide: EMAIL_CLAIMS, useExisting: EmailClaims },
    InviteEmployeeEffect,
    SessionIssuer,
    SignupHandler,
    LoginHandler,
    RefreshTokenHandler,
    LogoutHandler,
    ForgotPasswordHandler,
    ForgotPasswordConfirmHandler,
    ChangePasswordHandler,
    ChangeEmailHandler,
    CreateUserHandler,
    EditUserHandler,
    DeleteUserHandler,
    PatchProfileHandler,
    UploadProfileImageHandler,
    ListUsersHandler,
    GetUserHandler,
    GetPublicProfileHandler,
    DemoAccountsSeeder,
    DemoLoginsSeeder,
  ],
  exports: [EMAIL_CLAIMS],
})
export class IdentityModule {}
