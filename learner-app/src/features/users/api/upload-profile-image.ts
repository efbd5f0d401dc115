import type { CommandAccepted } from '@khru/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshUserAfter } from './get-user';

export const uploadProfileImage = (userId: string, file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api<CommandAccepted & { profileImageUrl: string }>(`userprofileapi/user/${encodeURIComponent(userId)}/image`, {
    method: 'POST',
    body: form,
    raw: true,
  });
};

export const useUploadProfileImage = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(userId, file),
    onSuccess: (result) => refreshUserAfter(queryClient, userId, result.position),
  });
};
