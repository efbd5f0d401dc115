import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const saveCard = () => api<{ setupUrl: string }>('paymentapi/membership/card', { method: 'POST', body: '{}' });

/** Sends the learner to the provider's page to save (or change) the card on file. */
export const useSaveCard = () =>
  useMutation({
    mutationFn: saveCard,
    onSuccess: ({ setupUrl }) => window.location.assign(setupUrl),
  });
