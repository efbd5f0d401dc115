import type { CostCentreEvent, EntitlementEvent, OrderEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { factsUpTo } from '../../as-of/fact-instant.js';
import { domainEventsOf } from '../events-as-of.js';
import type { PurchaseHistory } from './purchases-as-of.js';

/** A learner's streams as recorded, whole: their orders, their organisation's cost centres, their entitlements. */
export interface PurchaseStreams {
  orders: readonly (readonly RecordedEvent[])[];
  costCentres: readonly (readonly RecordedEvent[])[];
  entitlements: readonly RecordedEvent[];
}

/**
 * The streams cut at `asOf`, every one by the instant each fact took effect: an enrolment and the access
 * it gave, a payment and its receipt, are then in the answer together or not at all, however late the
 * workflow that recorded the second ran.
 */
export function historyAsOf(streams: PurchaseStreams, asOf: Date): PurchaseHistory {
  return {
    orders: streams.orders.map((events) => domainEventsOf<OrderEvent>(factsUpTo(events, asOf))),
    costCentres: streams.costCentres.map((events) => domainEventsOf<CostCentreEvent>(factsUpTo(events, asOf))),
    entitlements: domainEventsOf<EntitlementEvent>(factsUpTo(streams.entitlements, asOf)),
  };
}
