import type { DomainEvent } from '../event.js';

/** Stream `credit-price-<itemId>`: what a course or bundle costs in credits, set by a platform admin. */
export type CreditPriceSet = DomainEvent<'CreditPriceSet', { itemId: string; isBundle: boolean; credits: number; by: string; at: string }>;

export type CreditPriceEvent = CreditPriceSet;

export const CREDIT_PRICE_EVENT_TYPES = ['CreditPriceSet'] as const satisfies readonly CreditPriceEvent['type'][];

export const creditPriceStream = (itemId: string): string => `credit-price-${itemId}`;
