import type { AddNoteRequestBody, NoteAddedResponse } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notesPath } from './list-notes';

export const addNote = (courseId: string, body: AddNoteRequestBody) =>
  api<NoteAddedResponse>(notesPath(courseId), { method: 'POST', body: JSON.stringify(body) });

export const useAddNote = (courseId: string) => useMutation({ mutationFn: (body: AddNoteRequestBody) => addNote(courseId, body) });
