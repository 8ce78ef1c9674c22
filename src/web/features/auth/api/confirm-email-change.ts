import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EmailChangeConfirmRequest,
  EmailChangeConfirmResult,
} from '../../../../contracts/auth.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { userQueryKey } from './get-user.ts';

/** Confirm a new email with the token from the link mailed to it; it does not sign in. */
export function confirmEmailChange(
  request: EmailChangeConfirmRequest,
): Promise<EmailChangeConfirmResult> {
  return apiJson<EmailChangeConfirmResult>('POST', '/api/auth/email-change/confirm', request);
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // A signed-in browser shows the new email (and no pending one) from now on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
