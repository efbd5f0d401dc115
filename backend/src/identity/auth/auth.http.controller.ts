import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { AuthResponse, CommandAccepted } from '@khru/contracts';
import {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ForgotPasswordConfirmRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RefreshTokenRequest,
  SignupRequest,
} from '@khru/contracts/requests';
import { isUUID } from 'class-validator';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { assertAuthorOrPermitted } from '../../kernel/auth/ownership.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { requestLocale } from '../../kernel/locale/request-locale.js';
import { ChangeEmailCommand } from './change-email/change-email.command.js';
import { ChangePasswordCommand } from './change-password/change-password.command.js';
import { ForgotPasswordConfirmCommand } from './forgot-password-confirm/forgot-password-confirm.command.js';
import { ForgotPasswordCommand } from './forgot-password/forgot-password.command.js';
import { LoginCommand } from './login/login.command.js';
import { LogoutCommand } from './logout/logout.command.js';
import { RefreshTokenCommand } from './refresh-token/refresh-token.command.js';
import { SignupCommand } from './signup/signup.command.js';

const clientAddress = (request: Request) => request.ip ?? 'unknown';

/** `authapi/auth/*` (spec section 7). */
@ApiTags('auth')
@Controller('authapi/auth')
export class AuthHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('signup')
  @ApiCreatedResponse({ description: 'The new account id and its first token pair' })
  signup(@Body() body: SignupRequest, @Req() request: Request): Promise<AuthResponse> {
    return this.commands.execute(new SignupCommand(body, requestMetadata(request)));
  }

  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginRequest, @Req() request: Request): Promise<AuthResponse> {
    return this.commands.execute(new LoginCommand(body, clientAddress(request), requestMetadata(request)));
  }

  @Post(':id/refresh-token')
  @HttpCode(200)
  refresh(@Param('id') userId: string, @Body() body: RefreshTokenRequest, @Req() request: Request): Promise<AuthResponse> {
    if (!isUUID(userId)) throw new DomainError('IS_EXPIRED_TOKEN');
    return this.commands.execute(new RefreshTokenCommand(userId, body.refreshToken, requestMetadata(request, userId)));
  }

  @Post('logout')
  @HttpCode(200)
  @RequireLogin()
  @ApiBearerAuth()
  async logout(@CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new LogoutCommand(caller.userId, caller.sessionId, requestMetadata(request, caller.userId))));
  }

  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Body() body: ForgotPasswordRequest, @Req() request: Request): Promise<CommandAccepted> {
    await this.commands.execute(new ForgotPasswordCommand(body.email, requestLocale(request), clientAddress(request), requestMetadata(request)));
    return { position: null };
  }

  @Post('forgot-password-confirm')
  @HttpCode(200)
  async forgotPasswordConfirm(@Body() body: ForgotPasswordConfirmRequest, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new ForgotPasswordConfirmCommand(body, requestMetadata(request))));
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @RequireLogin()
  @ApiBearerAuth()
  async resetPassword(
    @Param('id') id: string,
    @Body() body: ChangePasswordRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    assertAuthorOrPermitted(caller, id);
    return accepted(await this.commands.execute(new ChangePasswordCommand(caller, body, requestMetadata(request, caller.userId))));
  }

  @Post(':id/change-email')
  @HttpCode(200)
  @RequireLogin()
  @ApiBearerAuth()
  async changeEmail(
    @Param('id') id: string,
    @Body() body: ChangeEmailRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    assertAuthorOrPermitted(caller, id);
    return accepted(await this.commands.execute(new ChangeEmailCommand(caller, body, requestMetadata(request, caller.userId))));
  }
}
