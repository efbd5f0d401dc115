import { CERTIFICATE_RULES, type CertificateResponse } from '@khru/contracts';
import type { Query } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

/** A certificate's PDF is made within seconds, so its status is asked again this often while it is being made. */
export const CERTIFICATE_POLL_MS = 3000;

/** Asked at most for as long as the learner is told to wait (spec section 4: 5 minutes), then the failure is shown. */
const MAX_POLLS = (CERTIFICATE_RULES.waitMinutes * 60_000) / CERTIFICATE_POLL_MS;

/** A certificate not issued yet: the workflow issues it a moment after the pass. */
export const notIssuedYet = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The poll interval of a certificate query: while it is preparing, or just earned and not issued yet, for a bounded while. */
export function pollWhilePreparing(query: Query<CertificateResponse, Error, CertificateResponse, readonly unknown[]>): number | false {
  const { data, error } = query.state;
  const waiting = data ? data.status === 'preparing' : notIssuedYet(error);
  return waiting && !gaveUpWaiting(query.state) ? CERTIFICATE_POLL_MS : false;
}

/** Whether the bounded wait ran out with the certificate still not made. */
export const gaveUpWaiting = (query: { dataUpdateCount: number; errorUpdateCount: number }): boolean =>
  query.dataUpdateCount + query.errorUpdateCount >= MAX_POLLS;
