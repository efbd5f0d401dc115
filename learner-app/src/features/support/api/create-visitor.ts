import type { SupportVisitorRequestBody, SupportVisitorResponse } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { useSupportVisitorStore } from '../support-visitor-store';
import { postJson, supportApi } from './support-api';

export const createVisitor = (body: SupportVisitorRequestBody) => supportApi<SupportVisitorResponse>('visitors', postJson(body));

/** Names the visitor; the identity the server answers is kept in this browser. */
export const useCreateVisitor = () =>
  useMutation({
    mutationFn: createVisitor,
    onSuccess: (visitor) => useSupportVisitorStore.getState().setVisitor(visitor),
    meta: { toastErrors: false },
  });
