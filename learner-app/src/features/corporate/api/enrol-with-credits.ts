import type { CreditEnrolmentResult, ItemRef } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { corporateKeys } from './corporate-keys';
import { employeeProfileQueryOptions, getEmployeeProfile } from './get-employee-profile';
import { sharedKeys } from '../../../lib/query-keys';

/** One idempotency key per confirmation, so a repeated or retried request is the same enrolment and one deduction. */
export const enrolWithCredits = ({ itemId, isBundle }: ItemRef, idempotencyKey: string) =>
  api<CreditEnrolmentResult>('paymentapi/enroll-single-item', {
    method: 'POST',
    body: JSON.stringify({ itemId, isBundle }),
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/**
 * Enrols by credits. Afterwards the quote and the account are read again; the employee profile once
 * the read models have the deduction (`?after=`), so the profile shows the course and the credits it used.
 */
export const useEnrolWithCredits = () => {
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.userId) ?? '';
  return useMutation({
    mutationFn: ({ item, key }: { item: ItemRef; key: string }) => enrolWithCredits(item, key),
    onSuccess: (result, { item }) => {
      void client.invalidateQueries({ queryKey: corporateKeys.creditQuote(item) });
      // The account (what it holds) is read again; its grant follows the deduction through a workflow.
      void client.invalidateQueries({ queryKey: sharedKeys.user(userId), exact: true });
      void client.prefetchQuery({ ...employeeProfileQueryOptions(userId), queryFn: () => getEmployeeProfile(userId, result.position), staleTime: 0 });
    },
    meta: { toastErrors: false },
  });
};
