import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supportKeys } from '../api/support-keys';
import { useSupportStream } from '../api/support-stream';
import { useSupportIdentity } from '../use-support-identity';
import { useJoinOnLogin } from './use-join-on-login';

/**
 * Support chat for the whole app, whatever the page: the live stream (the learner's or visitor's presence), joining a
 * visitor's conversations to the account they log in to, and forgetting another identity's conversations.
 */
export function SupportSession() {
  const client = useQueryClient();
  const identity = useSupportIdentity();
  useSupportStream(identity);
  useJoinOnLogin();
  useEffect(() => {
    client.removeQueries({
      queryKey: supportKeys.all,
      predicate: (query) => query.queryKey[1] !== supportKeys.hours[1] && query.queryKey[1] !== identity?.key,
    });
  }, [client, identity]);
  return null;
}
