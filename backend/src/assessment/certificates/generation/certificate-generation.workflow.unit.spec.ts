import { describe, it } from '@jest/globals';
import { effect } from '../../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../../kernel/workflows/workflow-spec.js';
import { certificateGenerationWorkflow, type CertificateGenerationEvent } from './certificate-generation.workflow.js';
import { GENERATE_CERTIFICATE } from './generate-certificate.js';

const at = '2026-11-24T03:00:00.000Z';
const issued: CertificateGenerationEvent = {
  type: 'CertificateIssued',
  data: {
    certificateId: 'c1',
    number: 'KHRU-2026-AAAA-BBBB-CCCC',
    userId: 'u1',
    holderName: 'Ann Lee',
    kind: 'course',
    subjectId: 'git',
    titleEn: 'Git',
    titleTh: 'กิต',
    scorePercent: 90,
    courseIds: ['git'],
    at,
  },
};
const reached = (kind: 'certificate-generation' | 'test-attempt', key: string): CertificateGenerationEvent => ({
  type: 'DeadlineReached',
  data: { kind, key, dueAt: at, at },
});
const given = workflowSpec(certificateGenerationWorkflow);

describe('certificate generation workflow', () => {
  it('given nothing, when a certificate is issued, then its PDF is made', () => {
    given()
      .when(issued)
      .then([effect(GENERATE_CERTIFICATE, { certificateId: 'c1' })]);
  });

  it('given a certificate, when its generation retry falls due, then its PDF is made again', () => {
    given([issued])
      .when(reached('certificate-generation', 'c1'))
      .then([effect(GENERATE_CERTIFICATE, { certificateId: 'c1' })]);
  });

  it('given anything, when another kind of deadline falls due, then nothing', () => {
    given([issued]).when(reached('test-attempt', 'c1')).thenNothing();
  });
});
