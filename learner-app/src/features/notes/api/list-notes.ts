import type { ListNotesRequestBody, NoteListResponse } from '@khru/contracts';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noteKeys } from './note-keys';

/** How many notes one read brings (the server's largest page); "show more" reads the next. */
export const NOTES_PAGE = 100;

export const notesPath = (courseId: string) => `cmsapi/courses/${encodeURIComponent(courseId)}/notes`;

export const listNotes = (courseId: string, body: ListNotesRequestBody, after?: string | null) =>
  api<NoteListResponse>(`${notesPath(courseId)}/list${after ? `?after=${encodeURIComponent(after)}` : ''}`, { method: 'POST', body: JSON.stringify(body) });

/** The learner's own notes of the course, by lesson order then time, a page at a time. */
export const useNotes = (courseId: string) =>
  useInfiniteQuery({
    queryKey: noteKeys.list(courseId),
    queryFn: ({ pageParam }) => listNotes(courseId, { skip: pageParam, take: NOTES_PAGE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((n, page) => n + page.items.length, 0);
      return read < last.total ? read : undefined;
    },
  });

/** After a change: wait until the read model has passed it (one small read with `?after=`), then read the notes again. */
export const refreshNotesAfter = async (client: QueryClient, courseId: string, position: string | null) => {
  if (position) await listNotes(courseId, { take: 1 }, position);
  await client.invalidateQueries({ queryKey: noteKeys.list(courseId) });
};
