import { describe, it } from '@jest/globals';
import type { CertificateEvent } from '@khru/contracts';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { deliver } from '../delivery/deliver-notification.js';
import { certificateNotificationsWorkflow } from './certificate-notifications.workflow.js';

const at = '2026-11-24T10:00:05.000Z';
const issued: CertificateEvent = {
  type: 'CertificateIssued',
  data: {
    certificateId: 'c1',
    number: 'KHRU-2026-4F7A-91C2',
    userId: 'u1',
    holderName: 'Ann Lee',
    kind: 'course',
    subjectId: 'git',
    titleEn: 'Git and GitHub',
    titleTh: 'กิตและกิตฮับ',
    scorePercent: 95,
    courseIds: ['git'],
    at: '2026-11-24T10:00:00.000Z',
  },
};
const generated: CertificateEvent = { type: 'CertificateGenerated', data: { certificateId: 'c1', userId: 'u1', fileKey: 'certificates/c1.pdf', at } };
const given = workflowSpec(certificateNotificationsWorkflow);

describe('certificate notifications workflow', () => {
  it('given an issued certificate, when its PDF is made, then the learner is told it is ready, with its title and number', () => {
    given([issued])
      .when(generated)
      .then([
        deliver({
          message: { kind: 'certificateReady', title: { en: 'Git and GitHub', th: 'กิตและกิตฮับ' }, number: 'KHRU-2026-4F7A-91C2' },
          to: { userIds: ['u1'] },
          cause: 'c1',
          about: null,
          link: '/profile',
          locale: null,
          at,
        }),
      ]);
  });

  it('given a revoked certificate, when its PDF is made, then nothing', () => {
    given([issued, { type: 'CertificateRevoked', data: { certificateId: 'c1', userId: 'u1', reason: 'fraud', by: 'admin', at } }])
      .when(generated)
      .thenNothing();
  });
});
