import type { AnnouncementPostedResponse, InstructorAnnouncementRequestBody } from '@khru/contracts';
import type { HttpClient } from '../../dataProvider/http-client';
import { withFieldErrors } from '../../dataProvider/server-errors';

/** Announcements to a course's learners (`POST cmsapi/courses/{id}/announcements`). */
export function announcementsData(http: HttpClient) {
  return {
    methods: {
      /** The same key on a retry posts nothing twice (the server derives the announcement from it). */
      async postAnnouncement(courseId: string, body: InstructorAnnouncementRequestBody, idempotencyKey: string): Promise<AnnouncementPostedResponse> {
        const { json } = await withFieldErrors(
          http(`/api/cmsapi/courses/${encodeURIComponent(courseId)}/announcements`, {
            method: 'POST',
            headers: { Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
            body: JSON.stringify(body),
          }),
        );
        return json as AnnouncementPostedResponse;
      },
    },
  };
}
