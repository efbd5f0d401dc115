import { CERTIFICATE_RULES, type CertificateEvent, type CertificateContent, type CertificateIssued } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { certificateIdFor } from './certificate-id.js';
import { certificateNumber } from './certificate-number.js';

/** What the certificate says; the workflow (or the course certificate request) reads names and titles as they are now. */
export interface IssueCertificate extends CertificateContent {
  type: 'IssueCertificate';
  certificateId: string;
  userId: string;
  at: string;
}

export interface RecordCertificateGenerated {
  type: 'RecordCertificateGenerated';
  certificateId: string;
  fileKey: string;
  at: string;
}

export interface RecordCertificateGenerationFailed {
  type: 'RecordCertificateGenerationFailed';
  certificateId: string;
  reason: string;
  at: string;
}

/** A platform admin's; the reason is shown to anyone who verifies the certificate. */
export interface RevokeCertificate {
  type: 'RevokeCertificate';
  certificateId: string;
  reason: string;
  by: string;
  at: string;
}

export type CertificateCommand = IssueCertificate | RecordCertificateGenerated | RecordCertificateGenerationFailed | RevokeCertificate;

export type CertificatePdfState = 'pending' | 'generated' | 'failed';

export type CertificateState =
  | { status: 'absent' }
  | {
      status: 'issued';
      issued: CertificateIssued['data'];
      pdf: CertificatePdfState;
      fileKey: string | null;
      failedAttempts: number;
      revocation: { at: string; reason: string } | null;
    };

const minutesAfter = (at: string, minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();

/**
 * One learner's certificate for one course or bundle (`certificate-<id>`, the id derived from the three): issued
 * once, however often it is asked (the stream is the uniqueness); its PDF is made afterwards, and a failure is
 * tried again a few minutes later until CERTIFICATE_RULES.maxGenerationAttempts; a platform admin may revoke it,
 * for good. Asking again for what already happened appends nothing and refuses nothing, so redelivered events,
 * double clicks and concurrent requests are harmless.
 */
export const certificateDecider: Decider<CertificateCommand, CertificateEvent, CertificateState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'CertificateIssued':
        return { status: 'issued', issued: event.data, pdf: 'pending', fileKey: null, failedAttempts: 0, revocation: null };
      case 'CertificateGenerated':
        return state.status === 'absent' ? state : { ...state, pdf: 'generated', fileKey: event.data.fileKey };
      case 'CertificateGenerationFailed':
        return state.status === 'absent' ? state : { ...state, pdf: 'failed', failedAttempts: event.data.attempt };
      case 'CertificateRevoked':
        return state.status === 'absent' ? state : { ...state, revocation: { at: event.data.at, reason: event.data.reason } };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'IssueCertificate': {
        if (state.status === 'issued') return [];
        const { type: _type, ...data } = command;
        if (data.certificateId !== certificateIdFor(data.userId, data.kind, data.subjectId))
          return DomainError.badRequest([{ field: 'certificateId', code: 'BAD_REQUEST' }]);
        return [{ type: 'CertificateIssued', data: { ...data, number: certificateNumber(data.certificateId, data.at) } }];
      }
      case 'RecordCertificateGenerated': {
        if (state.status === 'absent') return DomainError.notFound();
        if (state.revocation || state.pdf === 'generated') return [];
        const { certificateId, fileKey, at } = command;
        return [{ type: 'CertificateGenerated', data: { certificateId, userId: state.issued.userId, fileKey, at } }];
      }
      case 'RecordCertificateGenerationFailed': {
        if (state.status === 'absent') return DomainError.notFound();
        if (state.revocation || state.pdf === 'generated') return [];
        const attempt = state.failedAttempts + 1;
        const retryAt = attempt < CERTIFICATE_RULES.maxGenerationAttempts ? minutesAfter(command.at, CERTIFICATE_RULES.retryAfterMinutes) : null;
        const { certificateId, reason, at } = command;
        return [{ type: 'CertificateGenerationFailed', data: { certificateId, userId: state.issued.userId, attempt, reason, retryAt, at } }];
      }
      case 'RevokeCertificate': {
        if (state.status === 'absent') return DomainError.notFound();
        const reason = command.reason.trim();
        if (!reason) return DomainError.badRequest([{ field: 'reason', code: 'IS_NOT_EMPTY' }]);
        if (state.revocation) return [];
        const { certificateId, by, at } = command;
        return [{ type: 'CertificateRevoked', data: { certificateId, userId: state.issued.userId, reason, by, at } }];
      }
      default: {
        const _exhaustive: never = command;
        return DomainError.badRequest();
      }
    }
  },
};
