import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useShowContext } from 'react-admin';
import { historyQueryKey } from '../history/use-record-history';

/** After support acts on the conversation (or hears that it changed): the page reads it again, and its History too. */
export function useAfterSupportChange(conversationId: string | undefined) {
  const { refetch } = useShowContext();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void refetch();
    if (conversationId) void queryClient.invalidateQueries({ queryKey: historyQueryKey('conversation', conversationId) });
  }, [refetch, queryClient, conversationId]);
}
