import type { RefundRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import type { Caller } from '../../../kernel/auth/caller.js';
import { requestMetadata } from '../../../kernel/http/request-metadata.js';
import { RefundOrderCommand } from './refund-order.command.js';

/** The refund an HTTP request asks for: the whole order or its line `itemId`, by its buyer or (`byAdmin`) by support for them. */
export const refundOrderCommandOf = (
  orderId: string,
  itemId: string | null,
  body: RefundRequest,
  caller: Caller,
  request: Request,
  byAdmin = false,
): RefundOrderCommand => new RefundOrderCommand(orderId, caller.userId, body.reason ?? '', itemId, requestMetadata(request, caller.userId), byAdmin);
