import { SUPPORT_VISITOR_HEADER, type CommandAccepted } from '@khru/contracts';
import { api } from '../../../lib/api-client';
import { SUPPORT_PATH } from './support-api';

/** With the new bearer token and the visitor's token: the visitor's conversations join the account (ADR 29). */
export const joinVisitor = (visitorToken: string) =>
  api<CommandAccepted>(`${SUPPORT_PATH}/visitors/join`, { method: 'POST', headers: { [SUPPORT_VISITOR_HEADER]: visitorToken } });
