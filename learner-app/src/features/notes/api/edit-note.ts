import type { CommandAccepted } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notesPath } from './list-notes';

export const editNote = (courseId: string, noteId: string, text: string) =>
  api<CommandAccepted>(`${notesPath(courseId)}/${encodeURIComponent(noteId)}`, { method: 'PATCH', body: JSON.stringify({ text }) });

export const useEditNote = (courseId: string) =>
  useMutation({ mutationFn: ({ noteId, text }: { noteId: string; text: string }) => editNote(courseId, noteId, text) });
