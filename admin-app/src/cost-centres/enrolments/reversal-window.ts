import { CREDIT_REVERSAL_WINDOW_DAYS } from '@khru/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether an enrolment is still inside the reversal window; the server decides, this only saves offering a refused action. */
export const withinReversalWindow = (at: string, now: Date): boolean => now.getTime() - new Date(at).getTime() < CREDIT_REVERSAL_WINDOW_DAYS * DAY_MS;
