import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityInfo } from '../../../../contracts/community.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { communityInfoQueryKey } from './get-community-info.ts';

/** The person says they joined the community chat: the invite becomes 'joined'. */
export function confirmCommunityJoined(): Promise<{ inviteStatus: 'joined' }> {
  return apiJson<{ inviteStatus: 'joined' }>('POST', '/api/discord/joined');
}

export function useConfirmCommunityJoined() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCommunityJoined,
    onSuccess: () => {
      queryClient.setQueryData<CommunityInfo | null>(communityInfoQueryKey, (info) =>
        info ? { ...info, inviteStatus: 'joined' } : info,
      );
    },
  });
}
