import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiProvider, ChatMessage, RegenerateRequest } from '../../../../contracts/chat.ts';
import {
  MESSAGE_MAX_CHARS,
  REPLY_CLEAR_AFTER_DONE_MS,
  STREAM_DISPLAY_THROTTLE_MS,
} from '../../../../contracts/constants.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { getClientId } from '../../../lib/client-id.ts';
import { readChatStream } from '../../../lib/sse-reader.ts';
import { toast } from '../../../lib/toast.ts';
import { aiProvidersQueryKey } from '../api/get-ai-providers.ts';
import { messagesQueryOptions } from '../api/get-messages.ts';
import { sessionsQueryKey } from '../api/get-sessions.ts';
import { regenerateReply } from '../api/regenerate-reply.ts';
import { sendChatMessage } from '../api/send-chat-message.ts';
import { classifyChatFailure, SEND_FAILED_MESSAGE } from '../lib/chat-errors.ts';
import { effectiveProvider } from '../lib/providers.ts';
import { getAiSettings } from './use-ai-settings.ts';

/**
 * idle → waiting (request sent, no token yet: typing dots) → streaming (tokens arrive) →
 * finishing (the reply stays on screen while the saved messages are refetched, ~500 ms) → idle.
 */
export type StreamPhase = 'idle' | 'waiting' | 'streaming' | 'finishing';

export interface ChatStreamState {
  phase: StreamPhase;
  /** The text just sent, shown as 'Sending...' until the saved messages replace it. */
  pendingUserText: string | null;
  /** The reply so far, updated at most every STREAM_DISPLAY_THROTTLE_MS. */
  replyText: string;
  /** Ids of the saved messages on screen when the send began; newer saved ones wait for idle. */
  baseMessageIds: readonly string[];
  /** Regenerate: the reply being replaced, hidden meanwhile. */
  replacedMessageId: string | null;
  /** The reply ended early (Stop, a lost connection, or an error event). */
  interrupted: boolean;
  /** It ended early because the person pressed Stop. */
  stopped: boolean;
  /** Which exchange this is, so a finished or abandoned one never touches a newer one. */
  runId: number;
  /** The exchange's session; null until a new chat's session is known. */
  sessionId: string | null;
}

export const IDLE_STREAM_STATE: ChatStreamState = {
  phase: 'idle',
  pendingUserText: null,
  replyText: '',
  baseMessageIds: [],
  replacedMessageId: null,
  interrupted: false,
  stopped: false,
  runId: 0,
  sessionId: null,
};

export interface UseChatStreamOptions {
  moduleId: string;
  /** The session in the URL; null for a new chat. */
  sessionId: string | null;
  /** The stream announced the session of a new chat: adopt it (the URL follows). */
  onSessionCreated: (sessionId: string) => void;
  /** 402 (SPEC §4 "Payment required"): the beta signup dialog opens. */
  onPaymentRequired?: () => void;
  /** 403 beta_required for a gated provider: the beta signup dialog opens too. */
  onBetaRequired?: () => void;
  /** After every exchange, successful or not: refetch usage. */
  onSettled?: () => void;
  /** From usage; a gated provider is not asked for when this is false. */
  isBetaUser?: boolean;
}

/** `stopped`: Stop was pressed before the reply began; the words are not given back. */
export type SendResult = 'sent' | 'failed' | 'stopped' | 'ignored';

interface Run {
  id: number;
  controller: AbortController;
  sessionId: string | null;
  /** Set when the person left the conversation: the run ends without a word. */
  discarded: boolean;
  /** Set when the person pressed Stop. */
  stopped: boolean;
}

let lastRunId = 0;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** After Stop the server saves the partial reply as the connection closes: give it a moment. */
const SAVED_REPLY_RETRIES = 4;
const SAVED_REPLY_RETRY_MS = 400;

/**
 * One chat exchange at a time, following SPEC §4 "Message send": the pending text shows as
 * 'Sending...', a new chat adopts the session id from the first event, tokens are appended with
 * the display throttled, and once the reply ends the sessions, that session's messages and the
 * usage are refetched; the streamed reply clears about 500 ms later. Stop aborts the request;
 * the partial reply is saved by the server and comes back marked stopped.
 */
export function useChatStream(options: UseChatStreamOptions) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ChatStreamState>(IDLE_STREAM_STATE);
  const runRef = useRef<Run | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  // Leaving the conversation (another session, a new chat, another module) stops the reply,
  // and the conversation now on screen is free to send at once.
  const { sessionId } = options;
  useEffect(() => {
    const run = runRef.current;
    if (run && run.sessionId !== sessionId) {
      run.discarded = true;
      run.controller.abort();
      runRef.current = null;
    }
  }, [sessionId]);
  useEffect(
    () => () => {
      const run = runRef.current;
      if (run) {
        run.discarded = true;
        run.controller.abort();
        runRef.current = null;
      }
    },
    [],
  );

  const refreshSavedMessages = useCallback(
    async (sessionId: string, expectReply: (messages: ChatMessage[]) => boolean) => {
      for (let attempt = 0; attempt < SAVED_REPLY_RETRIES; attempt++) {
        let messages: ChatMessage[];
        try {
          messages = await queryClient.fetchQuery({
            ...messagesQueryOptions(sessionId),
            staleTime: 0,
          });
        } catch {
          return;
        }
        if (expectReply(messages)) return;
        await sleep(SAVED_REPLY_RETRY_MS);
      }
    },
    [queryClient],
  );

  const run = useCallback(
    async (
      start: (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>,
      initial: Pick<ChatStreamState, 'pendingUserText' | 'baseMessageIds' | 'replacedMessageId'>,
    ): Promise<SendResult> => {
      if (runRef.current) return 'ignored';
      const current: Run = {
        id: ++lastRunId,
        controller: new AbortController(),
        sessionId: optionsRef.current.sessionId,
        discarded: false,
        stopped: false,
      };
      runRef.current = current;
      setState({
        ...IDLE_STREAM_STATE,
        ...initial,
        phase: 'waiting',
        runId: current.id,
        sessionId: current.sessionId,
      });
      /** Update the screen only while it still shows this exchange. */
      const update = (change: (prev: ChatStreamState) => ChatStreamState) =>
        setState((prev) => (prev.runId === current.id ? change(prev) : prev));
      const finish = () => {
        if (runRef.current === current) runRef.current = null;
        update(() => IDLE_STREAM_STATE);
      };

      const settleElsewhere = () => {
        void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
        optionsRef.current.onSettled?.();
      };

      let body: ReadableStream<Uint8Array>;
      try {
        body = await start(current.controller.signal);
      } catch (error) {
        // Nothing was streamed: put the screen back as it was.
        finish();
        if (current.stopped) {
          // Stop, pressed before the reply began: the message may already be saved, so it is
          // not given back to the message box (that would send it twice); show what was saved.
          if (current.sessionId)
            void queryClient.invalidateQueries({
              queryKey: messagesQueryOptions(current.sessionId).queryKey,
            });
          settleElsewhere();
          return 'stopped';
        }
        if (!current.discarded) reportStartFailure(error, optionsRef.current);
        settleElsewhere();
        return 'failed';
      }

      let reply = '';
      let shown = '';
      let timer: ReturnType<typeof setTimeout> | undefined;
      let doneMessageId: string | null = null;
      let failure: string | null = null;
      const show = () => {
        clearTimeout(timer);
        timer = undefined;
        if (shown === reply) return;
        shown = reply;
        update((prev) => ({ ...prev, phase: 'streaming', replyText: reply }));
      };

      try {
        for await (const event of readChatStream(body)) {
          if (current.discarded || current.stopped) break;
          if (event.type === 'session') {
            if (!current.sessionId) {
              const adopted = event.sessionId;
              current.sessionId = adopted;
              // The URL first: until the screen also knows the id, a null one matches any.
              optionsRef.current.onSessionCreated(adopted);
              update((prev) => ({ ...prev, sessionId: adopted }));
            }
          } else if (event.type === 'token') {
            reply += event.content;
            timer ??= setTimeout(show, STREAM_DISPLAY_THROTTLE_MS);
          } else if (event.type === 'done') {
            doneMessageId = event.messageId;
            break;
          } else {
            failure = event.message;
            break;
          }
        }
      } catch (error) {
        if (classifyChatFailure(error) !== 'aborted') failure = errorMessage(error);
      }
      show();

      if (current.discarded) {
        finish();
        settleElsewhere();
        return 'sent';
      }

      const interrupted = doneMessageId === null;
      if (failure !== null) {
        toast({ title: 'Reply interrupted', description: failure, variant: 'destructive' });
      }
      update((prev) => ({
        ...prev,
        phase: 'finishing',
        replyText: reply,
        interrupted,
        stopped: interrupted && current.stopped,
      }));
      settleElsewhere();

      const base = new Set(initial.baseMessageIds);
      const expectReply = (messages: ChatMessage[]) =>
        reply === '' ||
        messages.some((message) =>
          doneMessageId !== null
            ? message.id === doneMessageId
            : message.role === 'assistant' && !base.has(message.id),
        );
      await Promise.all([
        current.sessionId
          ? refreshSavedMessages(current.sessionId, expectReply)
          : Promise.resolve(),
        sleep(REPLY_CLEAR_AFTER_DONE_MS),
      ]);

      finish();
      return 'sent';
    },
    [queryClient, refreshSavedMessages],
  );

  /** The AI mode choices as the next request carries them. */
  const requestOptions = useCallback((): RegenerateRequest => {
    const settings = getAiSettings();
    const providers = queryClient.getQueryData<AiProvider[]>(aiProvidersQueryKey);
    return {
      isUnhingedMode: settings.isUnhingedMode,
      aiProvider: effectiveProvider(settings.aiProvider, providers, optionsRef.current.isBetaUser),
      // Absent means unlimited (DESIGN §5).
      wordLimit: settings.wordLimit ?? undefined,
      clientId: getClientId(),
    };
  }, [queryClient]);

  /** Send one message. `messages` are the saved messages on screen now. */
  const send = useCallback(
    (text: string, messages: readonly ChatMessage[]): Promise<SendResult> => {
      const message = text.trim();
      const { moduleId } = optionsRef.current;
      if (!message || message.length > MESSAGE_MAX_CHARS || !moduleId) {
        return Promise.resolve('ignored');
      }
      const request = {
        ...requestOptions(),
        message,
        sessionId: optionsRef.current.sessionId ?? undefined,
        moduleId,
      };
      return run((signal) => sendChatMessage(request, signal), {
        pendingUserText: message,
        baseMessageIds: messages.map((saved) => saved.id),
        replacedMessageId: null,
      });
    },
    [run, requestOptions],
  );

  /** Answer the last message again, replacing the last reply. */
  const regenerate = useCallback(
    (messages: readonly ChatMessage[]): Promise<SendResult> => {
      const sessionId = optionsRef.current.sessionId;
      const last = messages.at(-1);
      if (!sessionId || !last || last.role !== 'assistant') return Promise.resolve('ignored');
      const request = requestOptions();
      return run((signal) => regenerateReply(sessionId, request, signal), {
        pendingUserText: null,
        baseMessageIds: messages.map((saved) => saved.id),
        replacedMessageId: last.id,
      });
    },
    [run, requestOptions],
  );

  /** Stop the reply in progress; what arrived so far stays. */
  const stop = useCallback(() => {
    const run = runRef.current;
    if (!run) return;
    run.stopped = true;
    run.controller.abort();
  }, []);

  // An exchange of another session (left a moment ago, its last refetch still under way) is not
  // shown here.
  const shown =
    state.sessionId === null || state.sessionId === sessionId ? state : IDLE_STREAM_STATE;
  return {
    state: shown,
    /** Sending is disabled while an exchange is in progress (SPEC §4). */
    busy: shown.phase !== 'idle',
    /** The Stop button shows while a reply can still be stopped. */
    canStop: shown.phase === 'waiting' || shown.phase === 'streaming',
    send,
    regenerate,
    stop,
  };
}

function reportStartFailure(error: unknown, options: UseChatStreamOptions): void {
  const failure = classifyChatFailure(error);
  if (failure === 'aborted') return;
  if (failure === 'payment_required') {
    options.onPaymentRequired?.();
    return;
  }
  if (failure === 'beta_required') {
    options.onBetaRequired?.();
    return;
  }
  const detail = errorMessage(error);
  toast({
    title: SEND_FAILED_MESSAGE,
    description:
      detail === SEND_FAILED_MESSAGE || detail === 'Failed to fetch'
        ? 'Please check your connection and try again.'
        : detail,
    variant: 'destructive',
  });
}
