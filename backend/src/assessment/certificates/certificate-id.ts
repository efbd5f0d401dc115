import type { CertificateKind } from '@khru/contracts';
import { derivedId } from '../../kernel/ids/derived-id.js';

/** A learner's certificate for a course or bundle has one id, derived from the three (tests and certificates both need it). */
export const certificateIdFor = (userId: string, kind: CertificateKind, subjectId: string): string => derivedId('certificate', userId, kind, subjectId);
