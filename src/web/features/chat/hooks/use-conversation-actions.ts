import { useCallback } from 'react';
import type { ChatMessage } from '../../../../contracts/chat.ts';
import type { Module } from '../../../../contracts/modules.ts';
import { toast } from '../../../lib/toast.ts';
import { isAbortError } from '../lib/chat-errors.ts';
import { conversationTranscript } from '../lib/transcript.ts';

/**
 * Copy and share the conversation (SPEC §2), with the toasts of SPEC §8 on failure. Sharing hands
 * the conversation's own text to the share sheet, and copies it where there is none: no link is
 * made, so a private conversation never becomes reachable by URL (decision 024).
 */
export function useConversationActions(
  module: Module,
  messages: readonly ChatMessage[],
  /** The conversation's title (its recent chat's name), when known. */
  title?: string | null,
) {
  const copyText = useCallback(
    async (description: string, failure: { title: string; description: string }) => {
      try {
        await navigator.clipboard.writeText(conversationTranscript(module.name, messages, title));
        toast({ title: 'Conversation copied', description });
      } catch {
        toast({ ...failure, variant: 'destructive' });
      }
    },
    [module.name, messages, title],
  );

  const copy = useCallback(
    () =>
      copyText('Paste it wherever you keep notes.', {
        title: 'Copy failed',
        description: 'Unable to copy conversation',
      }),
    [copyText],
  );

  const share = useCallback(async () => {
    const data: ShareData = {
      title: title?.trim() || `A conversation with ${module.name}`,
      text: conversationTranscript(module.name, messages, title),
    };
    const canShare =
      typeof navigator.share === 'function' &&
      (typeof navigator.canShare !== 'function' || navigator.canShare(data));
    if (canShare) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (isAbortError(error)) return;
        // Refused (too long for the target, or no share target at all): copying still shares.
      }
    }
    await copyText('No share sheet here, so the text is on your clipboard: paste it to share.', {
      title: 'Share failed',
      description: 'Unable to share conversation',
    });
  }, [module.name, messages, title, copyText]);

  return { copy, share };
}
