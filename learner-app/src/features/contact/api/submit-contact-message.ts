import type { CommandAccepted, ContactMessageRequestBody } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const submitContactMessage = (body: ContactMessageRequestBody) =>
  api<CommandAccepted & { id: string }>('cmsapi/contact-messages', { method: 'POST', body: JSON.stringify(body) });

export const useSubmitContactMessage = () => useMutation({ mutationFn: submitContactMessage, meta: { toastErrors: false } });
