import type { AnswerQuizQuestionRequestBody, QuizAnswerResponse } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attemptsPath } from './start-attempt';

/** One answer of an attempt: the server judges it and answers the right options, the explanation and the running score. */
export const answerQuestion = (courseId: string, lessonId: string, attemptId: string, body: AnswerQuizQuestionRequestBody) =>
  api<QuizAnswerResponse>(`${attemptsPath(courseId, lessonId)}/${encodeURIComponent(attemptId)}/answers`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

export const useAnswerQuestion = (courseId: string, lessonId: string) =>
  useMutation({
    mutationFn: ({ attemptId, ...body }: AnswerQuizQuestionRequestBody & { attemptId: string }) => answerQuestion(courseId, lessonId, attemptId, body),
  });
