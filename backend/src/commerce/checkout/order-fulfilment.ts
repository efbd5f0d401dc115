import { Injectable } from '@nestjs/common';
import { cartStream, entitlementStream, membershipStream, normalizeVoucherCode, orderStream, voucherStream } from '@khru/contracts';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { commandMetadata, type CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { cartDecider } from '../cart/cart.decider.js';
import { entitlementDecider } from '../entitlements/entitlement.decider.js';
import { membershipDecider } from '../membership/membership.decider.js';
import { orderDecider } from '../orders/order.decider.js';
import { voucherDecider } from '../vouchers/voucher.decider.js';

const receiptNo = (orderId: string, at: Date) => `KR-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${orderId.slice(0, 8).toUpperCase()}`;

/**
 * The steps after a payment's outcome, each idempotent by a key derived from the order: a paid
 * order grants its entitlements (or its membership year), issues its receipt and leaves the cart;
 * an unpaid one gives its voucher use back (or suspends the membership it was renewing). Running them again (a webhook delivered twice, a retry after a crash) adds nothing.
 */
@Injectable()
export class OrderFulfilment {
  constructor(private readonly executor: CommandExecutor) {}

  /** Answers the read position to wait for (`?after=`), or null when there was nothing to do. */
  async settle(orderId: string, cause: CommandMetadata): Promise<string | null> {
    const order = await this.executor.load(orderDecider, orderStream(orderId));
    if (order.status === 'absent') return null;
    const step = (name: string) => commandMetadata({ idempotencyKey: `${name}:${orderId}`, correlationId: cause.correlationId, causationId: cause.causationId, userId: 'system', now: cause.now });
    const membership = order.lines.some((l) => l.kind === 'membership');
    if (order.status === 'failed') {
      if (membership) {
        const failed = await this.executor.execute(membershipDecider, membershipStream(order.userId), { type: 'RecordRenewalFailed', userId: order.userId, orderId, at: cause.now.toISOString() }, step(`membership-failed:${order.paymentIds.at(-1)}`));
        return accepted(failed).position;
      }
      if (!order.voucherCode) return null;
      const code = normalizeVoucherCode(order.voucherCode);
      return accepted(await this.executor.execute(voucherDecider, voucherStream(code), { type: 'ReleaseVoucher', code, orderId, at: cause.now.toISOString() }, step(`release:${order.paymentIds.at(-1)}`))).position;
    }
    if (order.status !== 'paid') return null;
    const at = cause.now.toISOString();
    await this.executor.execute(entitlementDecider, entitlementStream(order.userId), { type: 'GrantForOrder', userId: order.userId, orderId, lines: order.lines, at }, step('grant'));
    if (membership) await this.executor.execute(membershipDecider, membershipStream(order.userId), { type: 'RecordPeriodPaid', userId: order.userId, orderId, at }, step('membership-paid'));
    else await this.executor.execute(cartDecider, cartStream(order.userId), { type: 'RemoveFromCart', userId: order.userId, itemIds: order.lines.map((l) => l.itemId) }, step('cart'));
    const receipt = await this.executor.execute(orderDecider, orderStream(orderId), { type: 'IssueReceipt', orderId, receiptNo: receiptNo(orderId, cause.now), at }, step('receipt'));
    return accepted(receipt).position;
  }
}
