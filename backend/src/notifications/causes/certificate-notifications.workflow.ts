import type { CertificateEvent } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { deliver } from '../delivery/deliver-notification.js';
import type { Titles } from '../delivery/notification-message.js';

export interface CertificateNotificationsState {
  issued: { title: Titles; number: string } | null;
  revoked: boolean;
}

/** The profile lists a learner's certificates, with their downloads. */
const CERTIFICATES_PAGE = '/profile';

/**
 * A learner is told their certificate is ready once its PDF is made (the first time: a PDF made again later sends
 * nothing). The title and number come from its issue; a certificate revoked before it was ready sends nothing.
 */
export const certificateNotificationsWorkflow: Workflow<CertificateEvent, CertificateNotificationsState> = {
  name: 'certificate-notifications',
  handles: ['CertificateIssued', 'CertificateGenerated', 'CertificateRevoked'],
  instanceOf: (event) => event.data.certificateId,
  initialState: () => ({ issued: null, revoked: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'CertificateIssued':
        return { ...state, issued: { title: { en: event.data.titleEn, th: event.data.titleTh }, number: event.data.number } };
      case 'CertificateRevoked':
        return { ...state, revoked: true };
      default:
        return state;
    }
  },

  decide(event, state): WorkflowOutput[] {
    if (event.type !== 'CertificateGenerated' || !state.issued || state.revoked) return [];
    const { certificateId, userId, at } = event.data;
    return [
      deliver({
        message: { kind: 'certificateReady', title: state.issued.title, number: state.issued.number },
        to: { userIds: [userId] },
        cause: certificateId,
        about: null,
        link: CERTIFICATES_PAGE,
        locale: null,
        at,
      }),
    ];
  },
};
