import { useCallback } from 'react';
import type { ChatMessage } from '../../../../contracts/chat.ts';
import type { Module } from '../../../../contracts/modules.ts';
import { chatModulePath } from '../../../../contracts/routes.ts';
import { toast } from '../../../lib/toast.ts';
import { isAbortError } from '../lib/chat-errors.ts';
import { conversationTranscript } from '../lib/transcript.ts';

/** Copy and share the conversation (SPEC §2), with the toasts of SPEC §8 on failure. */
export function useConversationActions(module: Module, messages: readonly ChatMessage[]) {
  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(conversationTranscript(module.name, messages));
      toast({ title: 'Conversation copied', description: 'Paste it wherever you keep notes.' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Unable to copy conversation',
        variant: 'destructive',
      });
    }
  }, [module.name, messages]);

  const share = useCallback(async () => {
    const url = `${window.location.origin}${chatModulePath(module.id)}`;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({
          title: `A conversation with ${module.name}`,
          text: conversationTranscript(module.name, messages),
          url,
        });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({
        title: 'Link copied!',
        description: `Anyone with the link can talk with ${module.name}.`,
      });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (isAbortError(error)) return;
      toast({
        title: 'Share failed',
        description: 'Unable to share conversation',
        variant: 'destructive',
      });
    }
  }, [module.id, module.name, messages]);

  return { copy, share };
}
