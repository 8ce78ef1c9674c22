import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityInfo } from '../../../../contracts/community.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { communityInfoQueryKey } from './get-community-info.ts';

export interface CommunityJoinResult {
  discordServerUrl: string;
  inviteStatus: 'invited';
}

/**
 * Ask for the community invite. 403 `{message}` unless canJoinCommunity; 503 `{message}` when
 * the server has no invite configured.
 */
export function joinCommunity(): Promise<Partial<CommunityJoinResult>> {
  return apiJson<Partial<CommunityJoinResult>>('POST', '/api/discord/join');
}

export function useJoinCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCommunity,
    onSuccess: (result) => {
      if (!result.discordServerUrl) return;
      const discordServerUrl = result.discordServerUrl;
      queryClient.setQueryData<CommunityInfo | null>(communityInfoQueryKey, (info) =>
        info ? { ...info, inviteStatus: 'invited', discordServerUrl } : info,
      );
    },
  });
}
