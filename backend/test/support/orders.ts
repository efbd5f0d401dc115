import type { AuthResponse, OrderResponse } from '@khru/contracts';
import { expect } from '@jest/globals';
import type { Test } from 'supertest';
import { bearer } from './accounts.js';
import { eventually } from './eventually.js';

/**
 * An order as its buyer reads it (`GET paymentapi/orders/{id}`). The order reaches its read model a moment after
 * checkout answers, so "not found" is read again until it is there; any other answer but 200 fails.
 */
export async function readOrder(get: (path: string) => Test, auth: AuthResponse, orderId: string): Promise<OrderResponse> {
  const found = await eventually(
    async () => await get(`/api/paymentapi/orders/${orderId}`).set(bearer(auth)),
    (response) => response.status !== 404,
  );
  expect(found.status).toBe(200);
  return found.body as OrderResponse;
}
