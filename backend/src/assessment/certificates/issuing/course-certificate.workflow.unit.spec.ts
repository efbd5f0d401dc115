import { describe, expect, it } from '@jest/globals';
import type { CertificateEvent, TestAttemptFinished } from '@khru/contracts';
import fc from 'fast-check';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { certificateIdFor } from '../certificate-id.js';
import { workflowSpec } from '../../../kernel/workflows/workflow-spec.js';
import { effect, isEffectOf, type WorkflowOutput } from '../../../kernel/workflows/workflow.js';
import { certificateDecider, type CertificateState } from '../certificate.decider.js';
import { courseCertificateWorkflow, type CourseCertificateState } from './course-certificate.workflow.js';
import { ISSUE_COURSE_CERTIFICATE, type IssueCourseCertificateInput } from './issue-certificate.js';

const at = (minute: number) => new Date(Date.parse('2026-11-24T03:00:00.000Z') + minute * 60_000).toISOString();
const finished = (passed: boolean, scorePercent: number, minute = 0, userId = 'u1', courseId = 'git'): TestAttemptFinished => ({
  type: 'TestAttemptFinished',
  data: {
    attemptId: `a-${minute}`,
    userId,
    courseId,
    correctCount: scorePercent / 10,
    total: 10,
    scorePercent,
    passMarkPercent: 90,
    passed,
    reason: 'submitted',
    retryAt: passed ? null : at(minute + 1440),
    at: at(minute),
  },
});
const given = workflowSpec(courseCertificateWorkflow);

describe('course certificate workflow', () => {
  it('given nothing, when a test is passed, then the course certificate is issued with the score and the moment of the pass', () => {
    given()
      .when(finished(true, 90, 5))
      .then([effect(ISSUE_COURSE_CERTIFICATE, { userId: 'u1', courseId: 'git', scorePercent: 90, at: at(5) })]);
  });

  it('given failed attempts, when the next attempt passes, then the certificate is issued', () => {
    given([finished(false, 40, 0), finished(false, 80, 2000)])
      .when(finished(true, 100, 4000))
      .then([effect(ISSUE_COURSE_CERTIFICATE, { userId: 'u1', courseId: 'git', scorePercent: 100, at: at(4000) })]);
  });

  it('given nothing, when an attempt fails, then nothing is sent', () => {
    given().when(finished(false, 80)).thenNothing();
  });

  it('given a pass, when another pass arrives (a duplicate appended by hand), then nothing more is asked', () => {
    given([finished(true, 90)])
      .when(finished(true, 100, 10))
      .thenNothing();
  });
});

/** A test stream's events with their ids, as the feed carries them. */
interface Delivered {
  id: string;
  event: TestAttemptFinished;
}

/** A restart after a crash before the checkpoint: the state is folded again from the feed up to the checkpoint. */
interface Restart {
  checkpointed: Delivered[];
}

/**
 * The feed and the requests as a model: deliveries in feed order (each stream's own order kept, streams
 * interleaved, a suffix delivered again after a crash before the checkpoint), the workflow's outputs run as the
 * effect runs them (IssueCertificate on the derived stream), and course-certificate requests issuing from the
 * learner's pass at any moment. Answers the events appended to each certificate stream.
 */
function run(deliveries: (Delivered | Restart)[], requestsAfter: Set<number>): Map<string, CertificateEvent[]> {
  const streams = new Map<string, CertificateEvent[]>();
  const states = new Map<string, CourseCertificateState>();
  const issue = (input: IssueCourseCertificateInput) => {
    const certificateId = certificateIdFor(input.userId, 'course', input.courseId);
    const history = streams.get(certificateId) ?? [];
    const state = history.reduce<CertificateState>(certificateDecider.evolve, certificateDecider.initialState());
    const decision = certificateDecider.decide(
      {
        type: 'IssueCertificate',
        certificateId,
        userId: input.userId,
        holderName: 'Ann Lee',
        kind: 'course',
        subjectId: input.courseId,
        titleEn: 'Git',
        titleTh: 'กิต',
        scorePercent: input.scorePercent,
        courseIds: [input.courseId],
        at: input.at,
      },
      state,
    );
    if (decision instanceof DomainError) throw decision;
    streams.set(certificateId, [...history, ...decision]);
  };
  const passes = new Map<string, TestAttemptFinished>();
  deliveries.forEach((delivery, index) => {
    if ('checkpointed' in delivery) {
      states.clear();
      for (const { event } of delivery.checkpointed) {
        const instance = courseCertificateWorkflow.instanceOf(event)!;
        states.set(instance, courseCertificateWorkflow.evolve(states.get(instance) ?? courseCertificateWorkflow.initialState(), event));
      }
      return;
    }
    const { event } = delivery;
    const instance = courseCertificateWorkflow.instanceOf(event)!;
    const state = states.get(instance) ?? courseCertificateWorkflow.initialState();
    const outputs: WorkflowOutput[] = courseCertificateWorkflow.decide(event, state);
    for (const output of outputs) if (isEffectOf(output, ISSUE_COURSE_CERTIFICATE)) issue(output.input);
    states.set(instance, courseCertificateWorkflow.evolve(state, event));
    if (event.data.passed) passes.set(instance, event);
    // A learner asking for the certificate finds the pass in the test stream and issues from it.
    if (requestsAfter.has(index)) for (const pass of passes.values()) issue({ ...pass.data });
  });
  return streams;
}

describe('course certificate issuance, property', () => {
  const learnerCourse = fc.record({
    userId: fc.constantFrom('u1', 'u2'),
    courseId: fc.constantFrom('git', 'sql', 'excel'),
    failures: fc.nat(3),
    passScore: fc.option(fc.integer({ min: 90, max: 100 }), { nil: null }),
  });

  it('however events are redelivered or streams interleaved, one pass yields one certificate, with the pass\u2019s score', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(learnerCourse, { minLength: 1, maxLength: 4, selector: (s) => `${s.userId}:${s.courseId}` }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.array(fc.record({ crashAt: fc.nat(), back: fc.nat(6) }), { maxLength: 3 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (learners, picks, crashes, requests) => {
          // Each learner's test stream: failures, then the pass if any.
          const streams = learners.map((l, s) => [
            ...Array.from({ length: l.failures }, (_, i): Delivered => ({ id: `${s}-${i}`, event: finished(false, 50, i * 2000, l.userId, l.courseId) })),
            ...(l.passScore === null ? [] : [{ id: `${s}-pass`, event: finished(true, l.passScore, l.failures * 2000, l.userId, l.courseId) }]),
          ]);
          // The feed: streams interleaved, each in its own order.
          const cursors = streams.map(() => 0);
          const feed: Delivered[] = [];
          for (const pick of [...picks, ...streams.flatMap((s, i) => s.map(() => i))]) {
            const s = pick % streams.length;
            if (cursors[s]! < streams[s]!.length) feed.push(streams[s]![cursors[s]!++]!);
          }
          // Crashes between sending and checkpointing: the runner restarts and the feed after the checkpoint comes again.
          let deliveries: (Delivered | Restart)[] = feed;
          for (const { crashAt, back } of crashes) {
            if (feed.length === 0) break;
            const end = crashAt % feed.length;
            const checkpoint = Math.max(0, end - back);
            const at = deliveries.indexOf(feed[end]!);
            deliveries = [
              ...deliveries.slice(0, at + 1),
              { checkpointed: feed.slice(0, checkpoint) },
              ...feed.slice(checkpoint, end + 1),
              ...deliveries.slice(at + 1),
            ];
          }
          const appended = run(deliveries, new Set(requests.map((r) => r % Math.max(1, deliveries.length))));
          for (const l of learners) {
            const issued = (appended.get(certificateIdFor(l.userId, 'course', l.courseId)) ?? []).filter((e) => e.type === 'CertificateIssued');
            expect(issued.length).toBe(l.passScore === null ? 0 : 1);
            if (l.passScore !== null) expect(issued[0]!.data).toMatchObject({ scorePercent: l.passScore, at: at(l.failures * 2000) });
          }
        },
      ),
    );
  });
});
