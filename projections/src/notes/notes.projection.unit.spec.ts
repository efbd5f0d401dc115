import { describe, expect, it } from '@jest/globals';
import type { NoteAdded, NoteDeleted, NoteEdited } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { evolveNote, notesProjection } from './notes.projection.js';

const added: NoteAdded = {
  type: 'NoteAdded',
  data: {
    noteId: 'n1',
    userId: 'ann',
    courseId: 'git-and-github',
    lessonId: 'branches',
    videoSeconds: 75,
    text: 'Rebase first',
    at: '2026-11-01T00:00:00.000Z',
  },
};
const edited: NoteEdited = { type: 'NoteEdited', data: { noteId: 'n1', text: '<b>Squash</b> then rebase', at: '2026-11-02T00:00:00.000Z' } };
const deleted: NoteDeleted = { type: 'NoteDeleted', data: { noteId: 'n1', at: '2026-11-03T00:00:00.000Z' } };

describe('notes projection', () => {
  it('given an added note, then it is kept with its author, course, lesson and time', () => {
    expect(evolveNote(null, recorded(added))).toEqual({
      _id: 'n1',
      userId: 'ann',
      courseId: 'git-and-github',
      lessonId: 'branches',
      videoSeconds: 75,
      text: 'Rebase first',
      created: '2026-11-01T00:00:00.000Z',
      updated: '2026-11-01T00:00:00.000Z',
    });
  });

  it('given an edit, then the text is replaced as it was written and the note keeps its place', () => {
    const note = evolveNote(evolveNote(null, recorded(added)), recorded(edited));
    expect(note).toMatchObject({
      text: '<b>Squash</b> then rebase',
      videoSeconds: 75,
      created: '2026-11-01T00:00:00.000Z',
      updated: '2026-11-02T00:00:00.000Z',
    });
  });

  it('given a deletion, then the note is gone', async () => {
    expect(evolveNote(evolveNote(null, recorded(added)), recorded(deleted))).toBeNull();
    const { once, twice } = await documentBeforeAndAfterReplay(notesProjection, [recorded(added), recorded(edited), recorded(deleted)], 'n1');
    expect(once).toBeNull();
    expect(twice).toBeNull();
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(notesProjection, [recorded(added), recorded(edited)], 'n1');
    expect(once).toMatchObject({ text: '<b>Squash</b> then rebase' });
    expect(twice).toEqual(once);
  });
});
