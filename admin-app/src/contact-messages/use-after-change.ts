import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRefresh } from 'react-admin';
import { historyQueryKey } from '../history/use-record-history';

/** After support acts on a message: the page reads it again, and its History tab too. */
export function useAfterChange(messageId: string | undefined) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useCallback(() => {
    refresh();
    if (messageId) void queryClient.invalidateQueries({ queryKey: historyQueryKey('contact-message', messageId) });
  }, [refresh, queryClient, messageId]);
}
