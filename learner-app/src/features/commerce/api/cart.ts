import type { AddToCartRequestBody, CartResponse, CommandAccepted } from '@khru/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useIsCorporate } from '../../../lib/use-is-corporate';

const CART_KEY = ['cart'] as const;

export const getCart = (after?: string | null) => api<CartResponse>(`paymentapi/cart${after ? `?after=${encodeURIComponent(after)}` : ''}`);
export const addToCart = (body: AddToCartRequestBody) => api<CommandAccepted>('paymentapi/cart', { method: 'POST', body: JSON.stringify(body) });
const removeFromCart = (ids: string[]) => api<CommandAccepted>('paymentapi/cart/remove', { method: 'POST', body: JSON.stringify({ ids }) });
const selectInCart = (ids: string[], selected: boolean) =>
  api<CommandAccepted>('paymentapi/cart/select', { method: 'POST', body: JSON.stringify({ ids, selected }) });

/** Corporate (B2B) members have no cart (spec section 6). */
/** Corporate accounts (employee, organisation admin, HR) are enrolled by their organisation: no cart. */
export const useHasCart = () => !useIsCorporate();

/** The logged-in learner's server cart. */
export const useServerCart = () => {
  const loggedIn = useSessionStore((s) => s.status === 'loggedIn');
  const hasCart = useHasCart();
  return useQuery({ queryKey: CART_KEY, queryFn: () => getCart(), enabled: loggedIn && hasCart });
};

/** After a change, read the cart again once the read model has passed the change. */
export const refreshCartAfter = async (client: QueryClient, result: CommandAccepted) => {
  client.setQueryData(CART_KEY, await getCart(result.position));
};

export const useCartChanges = () => {
  const client = useQueryClient();
  const onSuccess = (result: CommandAccepted) => refreshCartAfter(client, result);
  return {
    add: useMutation({ mutationFn: addToCart, onSuccess }),
    remove: useMutation({ mutationFn: removeFromCart, onSuccess }),
    select: useMutation({ mutationFn: ({ ids, selected }: { ids: string[]; selected: boolean }) => selectInCart(ids, selected), onSuccess }),
  };
};
