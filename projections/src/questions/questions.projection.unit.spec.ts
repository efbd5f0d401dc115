import { describe, expect, it } from '@jest/globals';
import type { QuestionEvent, ReplyEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { evolveReply, repliesProjection } from './replies.projection.js';
import { questionsProjection } from './questions.projection.js';

const ids = { questionId: 'q1', courseId: 'sql-for-analysts', userId: 'ann' };
const asked: QuestionEvent = {
  type: 'QuestionAsked',
  data: { ...ids, lessonId: null, text: 'How do <b>joins</b> work?', version: 1, at: '2026-11-01T00:00:00.000Z' },
};
const published: QuestionEvent = { type: 'QuestionPublished', data: { ...ids, version: 1, moderatorId: 'admin', at: '2026-11-02T00:00:00.000Z' } };
const edited: QuestionEvent = { type: 'QuestionEdited', data: { ...ids, text: 'And outer joins?', version: 2, at: '2026-11-03T00:00:00.000Z' } };
const reply = { replyId: 'r1', questionId: 'q1', courseId: 'sql-for-analysts', userId: 'bob' };
const posted: ReplyEvent = {
  type: 'ReplyPosted',
  data: { ...reply, authorRole: 'instructor', text: 'Use LEFT JOIN', version: 1, at: '2026-11-04T00:00:00.000Z' },
};
const replyPublished: ReplyEvent = { type: 'ReplyPublished', data: { ...reply, version: 1, moderatorId: 'admin', at: '2026-11-05T00:00:00.000Z' } };
const replyEdited: ReplyEvent = { type: 'ReplyEdited', data: { ...reply, text: 'Use RIGHT JOIN', version: 2, at: '2026-11-06T00:00:00.000Z' } };
const replyDeleted: ReplyEvent = { type: 'ReplyDeleted', data: { ...reply, at: '2026-11-07T00:00:00.000Z' } };

const question = async (...events: (QuestionEvent | ReplyEvent)[]) =>
  documentBeforeAndAfterReplay(
    questionsProjection,
    events.map((e) => recorded(e)),
    'q1',
  );

describe('questions projection', () => {
  it('given an asked question, then it is kept pending with its text as written, and replaying changes nothing', async () => {
    const { once, twice } = await question(asked);
    expect(once).toMatchObject({
      _id: 'q1',
      courseId: 'sql-for-analysts',
      userId: 'ann',
      lessonId: null,
      text: 'How do <b>joins</b> work?',
      status: 'pending',
      version: 1,
      created: '2026-11-01T00:00:00.000Z',
      updated: '2026-11-01T00:00:00.000Z',
      moderatedAt: null,
      publishedReplyIds: [],
    });
    expect(twice).toEqual(once);
  });

  it('given a publication and then an edit, then the edit returns it to pending with the new text and version', async () => {
    expect((await question(asked, published)).once).toMatchObject({ status: 'published', moderatedAt: '2026-11-02T00:00:00.000Z' });
    expect((await question(asked, published, edited)).once).toMatchObject({ status: 'pending', text: 'And outer joins?', version: 2 });
  });

  it('counts a reply only while it is published, once however often it is replayed', async () => {
    expect((await question(asked, posted)).once?.publishedReplyIds).toEqual([]);
    const { once, twice } = await question(asked, posted, replyPublished);
    expect(once?.publishedReplyIds).toEqual(['r1']);
    expect(twice?.publishedReplyIds).toEqual(['r1']);
    expect((await question(asked, posted, replyPublished, replyEdited)).once?.publishedReplyIds).toEqual([]);
    expect((await question(asked, posted, replyPublished, replyDeleted)).once?.publishedReplyIds).toEqual([]);
  });

  it('given a deletion, then the question is gone and later reply events do not bring it back', async () => {
    const { once, twice } = await question(asked, { type: 'QuestionDeleted', data: { ...ids, at: 'x' } }, replyPublished);
    expect(once).toBeNull();
    expect(twice).toBeNull();
  });
});

describe('replies projection', () => {
  it('given a posted reply, then it is kept pending with who wrote it; publication and edits move its state', async () => {
    expect(evolveReply(null, recorded(posted))).toEqual({
      _id: 'r1',
      questionId: 'q1',
      courseId: 'sql-for-analysts',
      userId: 'bob',
      authorRole: 'instructor',
      text: 'Use LEFT JOIN',
      status: 'pending',
      version: 1,
      created: '2026-11-04T00:00:00.000Z',
      updated: '2026-11-04T00:00:00.000Z',
      moderatedAt: null,
    });
    const { once, twice } = await documentBeforeAndAfterReplay(
      repliesProjection,
      [posted, replyPublished, replyEdited].map((e) => recorded(e)),
      'r1',
    );
    expect(once).toMatchObject({ status: 'pending', text: 'Use RIGHT JOIN', version: 2, moderatedAt: '2026-11-05T00:00:00.000Z' });
    expect(twice).toEqual(once);
  });

  it('given a deletion, then the reply is gone', async () => {
    expect(
      (
        await documentBeforeAndAfterReplay(
          repliesProjection,
          [posted, replyDeleted].map((e) => recorded(e)),
          'r1',
        )
      ).once,
    ).toBeNull();
  });
});
