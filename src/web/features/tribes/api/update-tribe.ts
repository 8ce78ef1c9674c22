import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicTribe, Tribe } from '../../../../contracts/tribes.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { publicTribeQueryKey } from './get-public-tribe.ts';
import { tribesQueryKey } from './get-tribes.ts';

export interface UpdateTribeInput {
  slug: string;
  description: string;
  socialLink?: string;
}

/** The founder edits the description (and link); 403 for anyone else. */
export function updateTribe({ slug, ...body }: UpdateTribeInput): Promise<PublicTribe> {
  return apiJson<PublicTribe>('PATCH', `/api/tribes/${encodeURIComponent(slug)}`, body);
}

export function useUpdateTribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTribe,
    onSuccess: (tribe) => {
      queryClient.setQueryData(publicTribeQueryKey(tribe.slug), tribe);
      queryClient.setQueryData<Tribe[]>(tribesQueryKey, (tribes) =>
        tribes?.map((t) =>
          t.slug === tribe.slug
            ? { ...t, description: tribe.description, socialLink: tribe.socialLink }
            : t,
        ),
      );
    },
  });
}
