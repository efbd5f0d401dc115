import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted } from '@khru/contracts';
import { ItemRefInput, RemoveItemsRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { assertAuthorOrPermitted } from '../../kernel/auth/ownership.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { ChangeWishlistCommand } from './change-wishlist/change-wishlist.command.js';

/** `userprofileapi/user/{id}/add-wishlist` and `remove-wishlist {ids}` (spec section 7): a learner's own wishlist. */
@ApiTags('commerce')
@ApiBearerAuth()
@RequireLogin()
@Controller('userprofileapi/user/:id')
export class WishlistHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('add-wishlist')
  @HttpCode(200)
  async add(@Param('id') id: string, @Body() body: ItemRefInput, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    assertAuthorOrPermitted(caller, id);
    const item = { itemId: body.itemId, isBundle: body.isBundle };
    return accepted(
      await this.commands.execute(
        new ChangeWishlistCommand({ type: 'AddToWishlist', userId: id, item, at: new Date().toISOString() }, requestMetadata(request, caller.userId)),
      ),
    );
  }

  @Post('remove-wishlist')
  @HttpCode(200)
  async remove(@Param('id') id: string, @Body() body: RemoveItemsRequest, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    assertAuthorOrPermitted(caller, id);
    return accepted(
      await this.commands.execute(
        new ChangeWishlistCommand({ type: 'RemoveFromWishlist', userId: id, itemIds: body.ids }, requestMetadata(request, caller.userId)),
      ),
    );
  }
}
