import type { LearningLesson, NoteResponse } from '@khru/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { logInAs, renderAt, stubApi, type StubbedCall } from '../../../testing/render-at';
import { NotesPanel } from './notes-panel';

const lesson = (id: string, kind: LearningLesson['kind'], durationSeconds: number | null): LearningLesson => ({
  id,
  kind,
  titleEn: `Lesson ${id}`,
  titleTh: `บทเรียน ${id}`,
  durationSeconds,
  videoUrl: kind === 'video' ? `/media/${id}.mp4` : null,
  resourceUrl: kind === 'resource' ? `/media/${id}.pdf` : null,
  questionCount: kind === 'quiz' ? 3 : null,
  captions: [],
});
const intro = lesson('intro', 'video', 120);
const slides = lesson('slides', 'resource', null);
const lessons = [intro, slides];
const note = (id: string, lessonId: string, videoSeconds: number, text: string): NoteResponse => ({
  id,
  courseId: 'git',
  lessonId,
  videoSeconds,
  text,
  created: '2026-11-01T00:00:00.000Z',
  updated: '2026-11-01T00:00:00.000Z',
});

/** A server keeping the notes in memory, answering as the API does (by lesson order, then time). */
function serveNotes(initial: NoteResponse[]): StubbedCall[] {
  let notes = [...initial];
  const order = (n: NoteResponse) => lessons.findIndex((l) => l.id === n.lessonId) * 10_000 + n.videoSeconds;
  let calls: StubbedCall[] = [];
  calls = stubApi((method, path) => {
    const body = calls.at(-1)?.body as Record<string, unknown> | null;
    if (method === 'POST' && path.startsWith('cmsapi/courses/git/notes/list')) {
      const sorted = [...notes].sort((a, b) => order(a) - order(b));
      return [200, { items: sorted.slice(0, Number(body?.take ?? 50)), total: sorted.length }];
    }
    if (method === 'POST' && path === 'cmsapi/courses/git/notes') {
      notes.push(note(`n${notes.length + 1}`, String(body!.lessonId), Number(body!.videoSeconds), String(body!.text)));
      return [201, { id: 'new', position: '7' }];
    }
    const id = path.split('/').at(-1)!;
    if (method === 'PATCH') {
      notes = notes.map((n) => (n.id === id ? { ...n, text: String(body!.text) } : n));
      return [200, { position: '8' }];
    }
    if (method === 'DELETE') {
      notes = notes.filter((n) => n.id !== id);
      return [200, { position: '9' }];
    }
    return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }];
  });
  return calls;
}

function showPanel(currentTime = 0, currentLesson: LearningLesson = intro) {
  const onJump = vi.fn();
  renderAt(<NotesPanel courseId="git" lessons={lessons} currentLesson={currentLesson} currentTime={() => currentTime} onJump={onJump} />);
  return onJump;
}

const panel = () => screen.findByRole('region', { name: 'Notes' });

describe('the notes panel', () => {
  beforeEach(() => logInAs('MEMBER'));
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('lists the notes by lesson with their time, showing the text as text', async () => {
    serveNotes([note('n1', 'slides', 0, 'Print these'), note('n2', 'intro', 75, '<b>Rebase</b> first')]);
    showPanel();
    const notes = await panel();
    const groups = await within(notes).findAllByRole('heading', { level: 3 });
    expect(groups.map((g) => g.textContent)).toEqual(['Lesson intro', 'Lesson slides']);
    expect(within(notes).getByRole('button', { name: 'Go to 1:15 in Lesson intro' })).toHaveTextContent('1:15');
    expect(within(notes).getByText('<b>Rebase</b> first')).toBeInTheDocument();
    expect(notes.querySelector('b')).toBeNull();
  });

  it('adds a note at the video time taken when the learner starts writing', async () => {
    const calls = serveNotes([]);
    showPanel(83.7);
    const notes = await panel();
    await within(notes).findByText(/No notes yet/);
    const box = within(notes).getByLabelText("New note at the video's current time");
    fireEvent.focus(box);
    expect(within(notes).getByLabelText('New note at 1:23')).toBe(box);
    fireEvent.change(box, { target: { value: '  Remember the merge flags  ' } });
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Remember the merge flags')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === 'cmsapi/courses/git/notes')?.body).toEqual({
      lessonId: 'intro',
      videoSeconds: 83,
      text: 'Remember the merge flags',
    });
    expect(calls.some((c) => c.path === 'cmsapi/courses/git/notes/list?after=7')).toBe(true);
    expect(box).toHaveValue('');
  });

  it('adds a note at 0 on a lesson without video', async () => {
    const calls = serveNotes([]);
    showPanel(42, slides);
    const notes = await panel();
    fireEvent.change(within(notes).getByRole('textbox'), { target: { value: 'Slides note' } });
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    await within(notes).findByText('Slides note');
    expect(calls.find((c) => c.method === 'POST' && c.path === 'cmsapi/courses/git/notes')?.body).toMatchObject({ lessonId: 'slides', videoSeconds: 0 });
  });

  it('edits a note', async () => {
    const calls = serveNotes([note('n1', 'intro', 10, 'Old words')]);
    showPanel();
    const notes = await panel();
    fireEvent.click(await within(notes).findByRole('button', { name: 'Edit' }));
    fireEvent.change(within(notes).getByLabelText('Note text'), { target: { value: 'New words' } });
    fireEvent.click(within(notes).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(notes).queryByLabelText('Note text')).toBeNull());
    expect(within(notes).getByText('New words')).toBeInTheDocument();
    expect(within(notes).queryByText('Old words')).toBeNull();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: 'cmsapi/courses/git/notes/n1', body: { text: 'New words' } });
  });

  it('deletes a note only once the learner confirms', async () => {
    const calls = serveNotes([note('n1', 'intro', 10, 'Gone soon')]);
    showPanel();
    const notes = await panel();
    fireEvent.click(await within(notes).findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this note?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the note' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(notes).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(notes).queryByText('Gone soon')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('cmsapi/courses/git/notes/n1');
  });

  it('jumps to a note\u2019s lesson and time', async () => {
    serveNotes([note('n1', 'slides', 0, 'Print these'), note('n2', 'intro', 75, 'Rebase first')]);
    const onJump = showPanel();
    const notes = await panel();
    fireEvent.click(await within(notes).findByRole('button', { name: 'Go to 1:15 in Lesson intro' }));
    expect(onJump).toHaveBeenCalledWith('intro', 75);
    fireEvent.click(within(notes).getByRole('button', { name: 'Go to 0:00 in Lesson slides' }));
    expect(onJump).toHaveBeenLastCalledWith('slides', 0);
  });

  it('speaks Thai', async () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    serveNotes([note('n2', 'intro', 75, 'Rebase first')]);
    showPanel();
    const notes = await screen.findByRole('region', { name: 'โน้ต' });
    expect(await within(notes).findByRole('button', { name: 'ไปที่เวลา 1:15 ใน บทเรียน intro' })).toBeInTheDocument();
    expect(within(notes).getByRole('button', { name: 'เพิ่มโน้ต' })).toBeDisabled();
  });
});
