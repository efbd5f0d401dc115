import type { TestAnswerRequestBody, TestAnswerResponse } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getTestInfo } from './get-test-info';
import { testKeys } from './test-keys';

/** Records one answer of an attempt (never judged aloud); `isEnd` finishes the attempt. */
export const answerTest = (attemptId: string, body: TestAnswerRequestBody) =>
  api<TestAnswerResponse>(`testapi/test/${encodeURIComponent(attemptId)}`, { method: 'POST', body: JSON.stringify(body) });

/** An answer that finishes the attempt changes the course's info (read again as of that answer) and the learner's list of tests. */
export const useAnswerTest = (courseId: string, attemptId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TestAnswerRequestBody) => answerTest(attemptId, body),
    onSuccess: async (answered) => {
      if (!answered.finished) return;
      await Promise.all([
        client.fetchQuery({ queryKey: testKeys.info(courseId), queryFn: () => getTestInfo(courseId, answered.position), staleTime: 0 }),
        client.invalidateQueries({ queryKey: testKeys.mine() }),
      ]);
    },
    meta: { toastErrors: false },
  });
};
