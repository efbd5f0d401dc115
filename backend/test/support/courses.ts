import type { AuthResponse } from '@khru/contracts';
import request from 'supertest';
import { bearer } from './accounts.js';
import type { TestApp } from './test-app.js';

/** Test text in both languages; the Thai side repeats the English so either can be looked for. */
export const bilingual = (en: string) => ({ en, th: `${en} (ไทย)` });

export const INTRO_VIDEO = { id: 'intro', kind: 'video', title: bilingual('Intro'), videoUrl: '/media/demo/lesson-welcome.mp4', durationSeconds: 100 };

/** A free course taught by Kanya Thongdee (whose instructor profile is linked to instructor@khru.example), in one part holding these lessons. */
export function freeCourse(id: string, title: string, description: string, lessons: object[] = [INTRO_VIDEO]) {
  return {
    id,
    title: bilingual(title),
    description: bilingual(description),
    categoryId: 'business',
    instructorId: 'kanya-thongdee',
    price: 0,
    curriculum: [{ id: 's1', title: bilingual('Part one'), lessons }],
  };
}

/** A public training on `startsAt` (an instant) at `price` baht, taught by Kanya Thongdee, with one short clip. */
export function publicTraining(id: string, startsAt: string, price: number) {
  return {
    ...freeCourse(id, `Workshop ${id}`, 'A day in class.', [
      { id: 'l', kind: 'video', title: bilingual('Welcome'), videoUrl: '/media/demo/welcome.mp4', durationSeconds: 8 },
    ]),
    price,
    trainingStartsAt: startsAt,
  };
}

/** Creates and publishes a course as the admin, and waits until the catalogue shows it. */
export async function publishCourse(subject: TestApp, admin: AuthResponse, course: { id: string }): Promise<void> {
  const http = () => request(subject.app.getHttpServer());
  await http().post('/api/coursesapi/course').set(bearer(admin)).send(course).expect(201);
  const published = await http().post(`/api/coursesapi/course/${course.id}/publish`).set(bearer(admin)).expect(200);
  const position = published.body.position as string | null;
  await http()
    .get(`/api/coursesapi/course/${course.id}${position ? `?after=${position}` : ''}`)
    .expect(200);
}
