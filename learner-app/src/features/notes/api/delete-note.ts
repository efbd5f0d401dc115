import type { CommandAccepted } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notesPath } from './list-notes';

export const deleteNote = (courseId: string, noteId: string) =>
  api<CommandAccepted>(`${notesPath(courseId)}/${encodeURIComponent(noteId)}`, { method: 'DELETE' });

export const useDeleteNote = (courseId: string) => useMutation({ mutationFn: (noteId: string) => deleteNote(courseId, noteId) });
