import { ApiError } from '../../../lib/api-client.ts';

export const SEND_FAILED_MESSAGE = 'Failed to send message';
export const NO_RESPONSE_BODY_MESSAGE = 'No response body';

/** How the chat screen reacts to a failed send (SPEC §4 "Payment required", §8 "Chat"). */
export type ChatFailure =
  /** Allowance used up: the beta signup dialog opens. */
  | 'payment_required'
  /** A gated provider was asked for without beta access: the beta signup dialog opens too. */
  | 'beta_required'
  /** The person pressed Stop (or left): nothing to report. */
  | 'aborted'
  | 'failed';

export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

export function classifyChatFailure(error: unknown): ChatFailure {
  if (isAbortError(error)) return 'aborted';
  if (error instanceof ApiError) {
    if (
      error.status === 402 ||
      error.code === 'payment_required' ||
      error.message.includes('payment_required')
    ) {
      return 'payment_required';
    }
    if (error.code === 'beta_required') return 'beta_required';
  }
  return 'failed';
}

/**
 * Errors of the chat calls before the stream starts, reshaped for people: a payment-required
 * error keeps its status and body; other non-OK answers become 'Failed to send message' with the
 * server's own explanation (a provider that is not configured, say) kept as serverMessage.
 */
export function toChatSendError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const failure = classifyChatFailure(error);
  if (failure === 'payment_required' || failure === 'beta_required') return error;
  if (error.code === 'timeout') return error;
  return new ApiError(SEND_FAILED_MESSAGE, {
    status: error.status,
    code: error.code,
    serverMessage: error.serverMessage,
  });
}
