import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { PROFILE_IMAGE_MAX_BYTES, type CommandAccepted, type PublicProfileResponse, type UserListResponse, type UserResponse } from '@khru/contracts';
import { CreateUserRequest, ListUsersParams, UpdateUserRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { assertAuthorOrPermitted } from '../../kernel/auth/ownership.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { CreateUserCommand } from './create-user/create-user.command.js';
import { DeleteUserCommand } from './delete-user/delete-user.command.js';
import { EditUserCommand } from './edit-user/edit-user.command.js';
import { GetPublicProfileQuery } from './get-public-profile/get-public-profile.query.js';
import { GetUserQuery } from './get-user/get-user.query.js';
import { ListUsersQuery } from './list-users/list-users.query.js';
import { PatchProfileCommand } from './patch-profile/patch-profile.command.js';
import { PROFILE_PATCH_BODY } from './profile-patch.openapi.js';
import { UploadProfileImageCommand } from './upload-profile-image/upload-profile-image.command.js';

/** `userprofileapi/user` (spec section 7): the owner's profile, the public profile, and user administration. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('userprofileapi/user')
export class UsersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermissions('MANAGE_USERS')
  list(@Query() params: ListUsersParams): Promise<UserListResponse> {
    return this.queries.execute(
      new ListUsersQuery({
        skip: params.skip ?? 0,
        take: params.take ?? 10,
        search: params.search?.trim() || null,
        role: params.role ?? null,
        sort: params.sort ?? 'created',
        order: params.order === 'asc' ? 1 : -1,
      }),
    );
  }

  @Post()
  @RequirePermissions('MANAGE_USERS')
  async create(@Body() body: CreateUserRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted & { id: string }> {
    const result = await this.commands.execute(new CreateUserCommand(body, 'admin', requestMetadata(request, caller.userId)));
    return { id: result.userId, ...accepted(result) };
  }

  @Get(':id/public')
  publicProfile(@Param('id') id: string): Promise<PublicProfileResponse> {
    return this.queries.execute(new GetPublicProfileQuery(id, new Date()));
  }

  @Get(':id')
  @RequireLogin()
  get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<UserResponse> {
    assertAuthorOrPermitted(caller, id, ['MANAGE_USERS']);
    return this.queries.execute(new GetUserQuery(id));
  }

  /** Administrators edit names and role here; their own account only through the profile page. */
  @Put(':id')
  @RequirePermissions('MANAGE_USERS')
  async edit(@Param('id') id: string, @Body() body: UpdateUserRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new EditUserCommand(id, body, caller.userId, requestMetadata(request, caller.userId))));
  }

  @Delete(':id')
  @RequirePermissions('MANAGE_USERS')
  async remove(@Param('id') id: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(new DeleteUserCommand(id, caller.userId, requestMetadata(request, caller.userId))));
  }

  /** RFC 6902 JSON Patch limited to the allow-list of `PROFILE_PATCH_PATHS`. */
  @Patch(':id')
  @RequireLogin()
  @ApiBody({ schema: PROFILE_PATCH_BODY })
  async patch(@Param('id') id: string, @Body() operations: unknown, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    assertAuthorOrPermitted(caller, id, ['MANAGE_USERS']);
    return accepted(await this.commands.execute(new PatchProfileCommand(id, operations, requestMetadata(request, caller.userId))));
  }

  @Post(':id/image')
  @HttpCode(200)
  @RequireLogin()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 } }))
  async uploadImage(
    @Param('id') id: string,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted & { profileImageUrl: string }> {
    assertAuthorOrPermitted(caller, id);
    const result = await this.commands.execute(new UploadProfileImageCommand(id, file?.buffer ?? null, requestMetadata(request, caller.userId)));
    return { profileImageUrl: result.imageUrl, ...accepted(result) };
  }
}
