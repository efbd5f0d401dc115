import type { AuthResponse, CourseProgressResponse, CourseResponse, QuizAttemptResponse } from '@khru/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { bearer } from './accounts.js';
import { eventually } from './eventually.js';
import { repositoryRoot } from './server-process.js';
import type { TestApp } from './test-app.js';

interface SeedQuiz {
  questions: { id: string; options: { id: string; correct: boolean }[] }[];
}

/** The right options of each question of a seeded course's closing quiz (`infra/seed/quizzes/<courseId>.json`). */
function quizAnswers(courseId: string): Map<string, string[]> {
  const quiz = JSON.parse(readFileSync(join(repositoryRoot, `infra/seed/quizzes/${courseId}.json`), 'utf8')) as SeedQuiz;
  return new Map(quiz.questions.map((q) => [q.id, q.options.filter((o) => o.correct).map((o) => o.id)]));
}

/**
 * Completes a seeded course the learner holds, as they would: every video reported watched to its end, every
 * resource opened, the closing quiz answered right; resolves once the course's progress says COMPLETED (the passed
 * quiz completes its lesson through a workflow, a moment later).
 */
export async function completeCourse(subject: TestApp, learner: AuthResponse, courseId: string): Promise<void> {
  const http = () => request(subject.app.getHttpServer());
  const course = (await http().get(`/api/coursesapi/course/${courseId}`).expect(200)).body as CourseResponse;
  for (const lesson of course.curriculum.sortedSections.flatMap((s) => s.lessons)) {
    if (lesson.kind === 'quiz') {
      const attempts = `/api/coursesapi/course/${courseId}/quizzes/${lesson.id}/attempts`;
      const attempt = (await http().post(attempts).set(bearer(learner)).expect(201)).body as QuizAttemptResponse;
      const answers = quizAnswers(courseId);
      for (const question of attempt.questions) {
        await http()
          .post(`${attempts}/${attempt.id}/answers`)
          .set(bearer(learner))
          .send({ questionId: question.id, optionIds: answers.get(question.id) })
          .expect(201);
      }
    } else {
      const seconds = lesson.kind === 'video' ? (lesson.durationSeconds ?? 0) : 0;
      await http()
        .post(`/api/coursesapi/course/${courseId}/progress`)
        .set(bearer(learner))
        .send({ lessonId: lesson.id, position: seconds, watched: seconds > 0 ? [[0, seconds]] : [] })
        .expect(200);
    }
  }
  await eventually(
    async () => (await http().get(`/api/coursesapi/course/${courseId}/progress`).set(bearer(learner)).expect(200)).body as CourseProgressResponse,
    (progress) => progress.status === 'COMPLETED',
  );
}
