import type { CartResponse, CommandAccepted } from '@khru/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useHasCart } from '../hooks/use-has-cart';
import { commerceKeys } from './commerce-keys';

export const getCart = (after?: string | null) => api<CartResponse>(`paymentapi/cart${after ? `?after=${encodeURIComponent(after)}` : ''}`);

/** The logged-in learner's server cart. */
export const useServerCart = () => {
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const hasCart = useHasCart();
  return useQuery({ queryKey: commerceKeys.cart(), queryFn: () => getCart(), enabled: loggedIn && hasCart });
};

/** After a change, read the cart again once the read model has passed the change. */
export const refreshCartAfter = async (client: QueryClient, result: CommandAccepted) => {
  client.setQueryData(commerceKeys.cart(), await getCart(result.position));
};
