import type { Locale, TestAttemptView } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Starts an attempt in the learner's language, or answers the attempt already open (resume: the same questions). */
export const startTest = (courseId: string, lang: Locale) => api<TestAttemptView>(`testapi/test/${encodeURIComponent(courseId)}/${lang}`, { method: 'POST' });

export const useStartTest = (courseId: string) => useMutation({ mutationFn: (lang: Locale) => startTest(courseId, lang), meta: { toastErrors: false } });
