import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import {
  ASSIGNMENTS_COLLECTION,
  BANNERS_COLLECTION,
  BUNDLES_COLLECTION,
  CHOICES_COLLECTION,
  COURSES_COLLECTION,
  INSTRUCTORS_COLLECTION,
  JOB_FUNCTIONS_COLLECTION,
  REPORT_ENROLMENTS_COLLECTION,
  VOUCHERS_COLLECTION,
  type CourseEvent,
  type DomainEvent,
  type EventMetadata,
  type QuizAttemptFinished,
  type SectionData,
  type VoucherEvent,
} from '@khru/contracts';
import {
  MemoryDocumentStore,
  MiniSearchIndex,
  openPgDatabase,
  openPgliteDatabase,
  PostgresEventStore,
  type GlobalPosition,
  type RecordedEvent,
  type SqlDatabase,
} from '@khru/platform';
import { createTestDatabase, type TestDatabase } from '@khru/platform/testing';
import { ALL_PROJECTIONS, catalogueSearchProjection, ProjectionRunner, SearchIndexRunner } from '@khru/projections';
import { courseDecider } from '../../src/catalogue/courses/course.decider.js';
import { voucherDecider } from '../../src/commerce/vouchers/voucher.decider.js';
import { CommandExecutor } from '../../src/kernel/commands/command-executor.js';
import { commandMetadata } from '../../src/kernel/commands/command-metadata.js';
import { foldEvents } from '../../src/kernel/commands/decider.js';
import { readRecordHistory } from '../../src/kernel/history/record-history.js';
import { quizProgressWorkflow, type QuizProgressEvent } from '../../src/learning/quizzes/quiz-progress.workflow.js';

/**
 * A data directory written by a release before event versions (ADR 33): each event as that release stored it, in the
 * shapes of its time (no titles, a quiz counting its questions, a voucher before categories, an assignment before
 * reports), with no `schemaVersion` in its metadata. Appended as they were, they must read in today's shapes everywhere.
 */
const FIXTURE = new URL('../fixtures/older-events.ndjson', import.meta.url);
type StoredEvent = { id: string; streamId: string; type: string; data: object; metadata: EventMetadata };
const older = readFileSync(FIXTURE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as StoredEvent);

const EMPTY = { en: '', th: '' };
/** The legacy course's curriculum in its current shape: missing texts empty, the counted quiz without questions, the section without lessons with none. */
const CURRICULUM: SectionData[] = [
  {
    id: 'untitled',
    title: EMPTY,
    lessons: [
      { id: 'intro', kind: 'video', title: EMPTY, videoUrl: '/media/demo/intro.mp4', durationSeconds: 60 },
      { id: 'check', kind: 'quiz', title: { en: 'Check', th: '' }, questions: [] },
    ],
  },
  { id: 'later', title: { en: 'Later', th: 'ภายหลัง' }, lessons: [] },
];

const domain = <E extends DomainEvent>(events: RecordedEvent[]) => events.map((e) => ({ type: e.type, data: e.data }) as unknown as E);

function describeOlderData(name: string, open: () => Promise<{ db: SqlDatabase; dispose(): Promise<void> }>): void {
  describe(`events written before versions, read from ${name}`, () => {
    let store: PostgresEventStore;
    let dispose: () => Promise<void>;
    let head: GlobalPosition;
    beforeAll(async () => {
      const opened = await open();
      dispose = opened.dispose;
      store = await PostgresEventStore.open(opened.db);
      // The store's append writes what it is given: the older release's rows, as they were, in their order.
      for (const event of older) head = (await store.append(event.streamId, [event], 'any')).position;
    });
    afterAll(async () => {
      await store.close();
      await dispose();
    });

    it('rebuilds the read models and the search index from the feed in the current shapes', async () => {
      const documents = new MemoryDocumentStore();
      const runner = new ProjectionRunner({ name: 'older', feed: store, store: documents, projections: ALL_PROJECTIONS });
      const index = new MiniSearchIndex();
      const search = new SearchIndexRunner({ feed: store, index, projections: [catalogueSearchProjection] });
      await runner.start();
      await search.start();
      expect(await runner.waitFor(head, 20_000)).toBe(true);
      expect(await search.waitFor(head, 20_000)).toBe(true);
      await runner.stop();
      await search.stop();

      expect(runner.failures).toBe(0);
      const find = (collection: string, _id: string) => documents.collection<{ _id: string }>(collection).findOne({ _id });
      expect(await find(COURSES_COLLECTION, 'legacy-course')).toMatchObject({
        title: EMPTY,
        description: EMPTY,
        titleEn: '',
        curriculum: CURRICULUM,
        lessonCount: 2,
        totalDurationSeconds: 60,
      });
      expect(await find(BUNDLES_COLLECTION, 'legacy-bundle')).toMatchObject({ name: EMPTY, description: EMPTY, nameEn: '', status: 'published' });
      expect(await find(INSTRUCTORS_COLLECTION, 'legacy-teacher')).toMatchObject({ firstName: 'Old', headline: EMPTY, bio: EMPTY });
      expect(await find(JOB_FUNCTIONS_COLLECTION, 'legacy-job')).toMatchObject({ name: EMPTY, subFunctions: [{ en: 'Audit', th: '' }] });
      expect(await find(BANNERS_COLLECTION, 'legacy-banner')).toMatchObject({ title: { en: 'Sale', th: '' }, subtitle: EMPTY });
      expect(await find(CHOICES_COLLECTION, 'legacy-choice')).toMatchObject({ title: EMPTY });
      expect(await find(VOUCHERS_COLLECTION, 'LEGACY10')).toMatchObject({ eligibleItemIds: null, eligibleCategoryIds: null, uses: 0 });
      expect(await find(ASSIGNMENTS_COLLECTION, 'a-bundle')).toMatchObject({ item: { itemId: 'legacy-bundle', isBundle: true } });
      // The course assigned covers itself; the bundle assigned then named no courses, so it opens no row.
      const rows = await documents.collection(REPORT_ENROLMENTS_COLLECTION).find({}).toArray();
      expect(rows.map((row) => row._id)).toEqual(['learner-1:legacy-course']);
      expect(await index.get('course:legacy-course')).toMatchObject({ title: EMPTY, text: EMPTY, visible: false });
      expect(await index.get('instructor:legacy-teacher')).toMatchObject({ title: { en: 'Old Entry', th: 'เก่า ข้อมูล' }, text: EMPTY });
      expect(await index.get('bundleCertificate:legacy-bundle')).toMatchObject({ title: EMPTY, text: EMPTY });
    });

    it('feeds a workflow the current shapes: a passed quiz completes against every lesson of the course', async () => {
      const feed = (await store.readAll(null, 1000)).filter(
        (e) => quizProgressWorkflow.handles.includes(e.type as QuizProgressEvent['type']) && (e.data as { courseId?: string }).courseId === 'legacy-course',
      );
      const events = domain<QuizProgressEvent>(feed);
      const passed = events.find((e): e is QuizAttemptFinished => e.type === 'QuizAttemptFinished')!;
      const state = events.filter((e) => e !== passed).reduce(quizProgressWorkflow.evolve, quizProgressWorkflow.initialState());
      expect(state.lessons).toEqual([
        { id: 'intro', kind: 'video', durationSeconds: 60 },
        { id: 'check', kind: 'quiz', durationSeconds: 0 },
      ]);
      expect(quizProgressWorkflow.decide(passed, state)).toHaveLength(1);
    });

    it('answers a record history in the current shapes', async () => {
      const history = await readRecordHistory(store, new MemoryDocumentStore(), 'course-legacy-course', 0, 10);
      const drafted = history!.data.find((entry) => entry.type === 'CourseDrafted');
      expect(drafted?.data).toMatchObject({ title: EMPTY, description: EMPTY, curriculum: CURRICULUM });
      expect(JSON.stringify(history)).not.toContain('questionCount');
      const assignments = await readRecordHistory(store, new MemoryDocumentStore(), 'organisation-legacy-org', 0, 10);
      expect(assignments!.data.filter((entry) => entry.type === 'CourseAssigned').map((entry) => entry.data.courseIds)).toEqual([[], ['legacy-course']]);
    });
    // These two append: they run after the reads above, which see the older release's events alone.
    it('loads a decider on the current shapes: the course publishes, the voucher is limited to no category', async () => {
      const course = foldEvents(courseDecider, domain<CourseEvent>(await store.readStream('course-legacy-course')));
      expect(course).toMatchObject({ status: 'draft', curriculum: CURRICULUM });
      // Publishing counts the lessons of every section, the one stored without lessons too.
      const executor = new CommandExecutor(store);
      const published = await executor.execute(
        courseDecider,
        'course-legacy-course',
        { type: 'PublishCourse', courseId: 'legacy-course', at: '2026-12-01T00:00:00.000Z' },
        commandMetadata(),
      );
      expect(published.eventTypes).toEqual(['CoursePublished']);
      const voucher = foldEvents(voucherDecider, domain<VoucherEvent>(await store.readStream('voucher-LEGACY10')));
      expect(voucher.voucher).toMatchObject({ code: 'LEGACY10', eligibleItemIds: null, eligibleCategoryIds: null });
    });

    it('records the version of each event it appends, and reads it as written', async () => {
      const executor = new CommandExecutor(store);
      const details = { courseId: 'legacy-course', title: { en: 'Revised', th: 'แก้ไข' }, description: EMPTY, thumbnailUrl: null };
      const place = { categoryId: 'business', subCategoryId: null, jobFunctionId: 'legacy-job', instructorId: 'legacy-teacher' };
      await executor.execute(courseDecider, 'course-legacy-course', { type: 'ReviseCourseDetails', ...details, ...place }, commandMetadata());
      const { rows } = await store.database.query<{ metadata: EventMetadata }>(
        `SELECT metadata FROM events WHERE stream_id = 'course-legacy-course' AND type = 'CourseDetailsRevised'`,
      );
      expect(rows.map((row) => row.metadata.schemaVersion)).toEqual([2]);
      expect((await store.readStream('course-legacy-course')).at(-1)).toMatchObject({ data: { ...details, ...place }, metadata: { schemaVersion: 2 } });
    });
  });
}

describeOlderData('PGlite', async () => {
  const db = await openPgliteDatabase();
  return { db, dispose: async () => undefined };
});

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  describeOlderData('a PostgreSQL server', async () => {
    const database: TestDatabase = await createTestDatabase(databaseUrl);
    return { db: await openPgDatabase(database.url), dispose: () => database.drop() };
  });
} else {
  describe('events written before versions, read from a PostgreSQL server', () => {
    it.skip('skipped: set DATABASE_URL to run it against a PostgreSQL server', () => undefined);
  });
}
