/** Query keys of commerce: the cart, the membership, orders and receipts. */
export const commerceKeys = {
  cart: () => ['cart'] as const,
  membership: () => ['membership'] as const,
  orders: ['orders'] as const,
  order: (orderId: string) => [...commerceKeys.orders, orderId] as const,
  receipts: () => ['receipts'] as const,
};
