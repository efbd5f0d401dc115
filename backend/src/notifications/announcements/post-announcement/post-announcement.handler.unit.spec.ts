import { describe, expect, it } from '@jest/globals';
import { COURSES_COLLECTION, INSTRUCTORS_COLLECTION } from '@khru/contracts';
import { MemoryDocumentStore } from '@khru/platform';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { PostAnnouncementCommand } from './post-announcement.command.js';
import { PostAnnouncementHandler } from './post-announcement.handler.js';

const instructor: Caller = { userId: 'teacher', sessionId: 's1', role: 'MEMBER', permissions: [] };
const learner: Caller = { userId: 'learner', sessionId: 's2', role: 'MEMBER', permissions: [] };
const admin: Caller = { userId: 'admin', sessionId: 's3', role: 'ADMIN', permissions: ['ADMIN'] };
const at = new Date('2026-03-01T09:00:00.000Z');

/** Only the fields the handler reads. */
type Known = { _id: string } & Record<string, string>;

/** A course taught by `teacher`, and an executor that records what it is asked to decide instead of deciding it. */
async function given() {
  const documents = new MemoryDocumentStore();
  await documents.collection<Known>(COURSES_COLLECTION).insertOne({ _id: 'git', instructorId: 'i1', titleEn: 'Git', titleTh: 'กิต' });
  await documents.collection<Known>(INSTRUCTORS_COLLECTION).insertOne({ _id: 'i1', userId: 'teacher' });
  const decided: { streamId: string; command: unknown }[] = [];
  const executor = {
    execute: (_decider: unknown, streamId: string, command: unknown): Promise<CommandResult> => {
      decided.push({ streamId, command });
      return Promise.resolve({ streamId, revision: 0, position: null, eventTypes: ['AnnouncementPosted'] });
    },
  } as unknown as CommandExecutor;
  return { handler: new PostAnnouncementHandler(executor, documents), decided };
}

const post = (caller: Caller, courseId = 'git', content = { en: '<p>New <em>lesson</em></p>', th: '<script>x</script><p>บทใหม่</p>' }) =>
  new PostAnnouncementCommand('a1', courseId, content, caller, commandMetadata({ userId: caller.userId, now: at }));

describe('posting an announcement', () => {
  it('records the instructor’s announcement on its own stream, sanitised to div, p and strong, with the course’s titles', async () => {
    const { handler, decided } = await given();
    await handler.execute(post(instructor));
    expect(decided).toEqual([
      {
        streamId: 'announcement-a1',
        command: {
          type: 'PostAnnouncement',
          announcementId: 'a1',
          courseId: 'git',
          courseTitleEn: 'Git',
          courseTitleTh: 'กิต',
          contentEn: '<p>New lesson</p>',
          contentTh: '<p>บทใหม่</p>',
          by: 'teacher',
          at: at.toISOString(),
        },
      },
    ]);
  });

  it('lets a platform admin post to any course', async () => {
    const { handler, decided } = await given();
    await handler.execute(post(admin));
    expect(decided).toHaveLength(1);
  });

  it('refuses anyone else (FORBIDDEN) and an unknown course (NOT_FOUND), deciding nothing', async () => {
    const { handler, decided } = await given();
    await expect(handler.execute(post(learner))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(handler.execute(post(instructor, 'none'))).rejects.toBeInstanceOf(DomainError);
    await expect(handler.execute(post(instructor, 'none'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(decided).toEqual([]);
  });
});
