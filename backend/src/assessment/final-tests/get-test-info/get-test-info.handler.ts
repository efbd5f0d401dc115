import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TestInfoResponse } from '@khru/contracts';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { TestReadModels } from '../read/test-read-models.js';
import { COURSE_ACCESS, type CourseAccessPort } from '../../../kernel/course-access/course-access.port.js';
import { testStanding } from '../views/test-standing.js';
import { attemptSummary, attemptView } from '../views/test-views.js';
import { GetTestInfoQuery } from './get-test-info.query.js';

/**
 * A holder's view of the course's test: the rules, the open attempt (its questions without answers), the finished
 * attempts, where they stand and, once issued by the certificates slice, the course certificate.
 */
@QueryHandler(GetTestInfoQuery)
export class GetTestInfoHandler implements IQueryHandler<GetTestInfoQuery, TestInfoResponse> {
  constructor(
    @Inject(COURSE_ACCESS) private readonly holders: CourseAccessPort,
    private readonly reads: TestReadModels,
  ) {}

  async execute({ caller, courseId, now }: GetTestInfoQuery): Promise<TestInfoResponse> {
    const course = await this.holders.assertHolds(caller, courseId, now);
    const [test, completed, record] = await Promise.all([
      this.reads.definition(courseId),
      this.reads.courseCompleted(caller.userId, courseId),
      this.reads.record(caller.userId, courseId),
    ]);
    if (!test) throw DomainError.notFound();
    const standing = testStanding(record, completed, now);
    const certificates = standing.outcome === 'passed' ? await this.reads.courseCertificates(caller.userId, [courseId]) : new Map<string, string>();
    const attempts = record?.attempts ?? [];
    const open = standing.open;
    return {
      information: {
        courseId,
        courseTitleEn: course.titleEn,
        courseTitleTh: course.titleTh,
        informationEn: test.informationEn,
        informationTh: test.informationTh,
        passMarkPercent: test.passMarkPercent,
        timeLimitMinutes: test.timeLimitMinutes,
        retryWaitDays: test.retryWaitDays,
        questionCount: test.questionsPerAttempt,
      },
      currentTest: open ? attemptView({ ...open, courseId, answeredQuestionIds: open.answers.map((a) => a.questionId) }, test, now) : null,
      lastAttemptDateTime: attempts.at(-1)?.startedAt ?? null,
      pastAttempts: attempts.flatMap((a) => (a.result ? [attemptSummary(a.id, a.startedAt, a.passMarkPercent, a.result)] : [])),
      outcome: standing.outcome,
      retryAt: standing.retryAt,
      certificateId: certificates.get(courseId) ?? null,
      serverNow: now.toISOString(),
    };
  }
}
