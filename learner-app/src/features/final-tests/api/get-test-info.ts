import type { TestInfoResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { testKeys } from './test-keys';

/** How often the info is asked again while the server is about to change it (an attempt timing out, a retry opening). */
export const INFO_POLL_MS = 3000;

/** `after`: a read position the info must include (an answer's), so it never shows the state before that answer. */
export const getTestInfo = (courseId: string, after?: string | null) =>
  api<TestInfoResponse>(`testapi/test/${encodeURIComponent(courseId)}/info${after ? `?after=${encodeURIComponent(after)}` : ''}`);

/**
 * The course's final test as the learner stands with it: the rules, past attempts, the open attempt and the outcome.
 * 404 when the course has no test. Asked again while `pollWhile` holds for the latest answer (the server finishes
 * a timed-out attempt and opens a retry at their deadlines, moments after the clock passes them).
 */
export const useTestInfo = (courseId: string, pollWhile: (info: TestInfoResponse) => boolean = () => false) =>
  useQuery({
    queryKey: testKeys.info(courseId),
    queryFn: () => getTestInfo(courseId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && pollWhile(query.state.data) ? INFO_POLL_MS : false),
    retry: false,
    meta: { toastErrors: false },
  });
