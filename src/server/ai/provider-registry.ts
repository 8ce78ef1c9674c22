import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiProvider, AiProviderId } from '../../contracts/chat.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import {
  streamOfflineReply,
  type OfflineModule,
  type OfflineReplyOptions,
} from './offline-guide/offline-guide.ts';
import { anthropic } from './streaming/anthropic.ts';
import { openAiCompatible } from './streaming/openai-compatible.ts';
import { afterGo, type ReplyRequest, type ReplyStream } from './streaming/reply-stream.ts';

/** A chat reply to stream: the conversation, and the module and options the offline guide uses. */
export interface ProviderRequest extends ReplyRequest {
  module: OfflineModule;
  options: OfflineReplyOptions;
  /** The replies this one replaces (regenerate); the offline guide answers differently. */
  replacing: string[];
}

export interface ResolvedProvider {
  id: AiProviderId;
  /** True for the built-in offline guide, which composes replies from the module's teachings. */
  offline: boolean;
  /**
   * Stream a chat reply. Each provider's client (connection pool, headers) is made once, with the
   * registry; a chat only sends its request. See docs/decisions/020-lean-streaming-path.md.
   */
  stream(request: ProviderRequest): ReplyStream;
}

export interface ProviderRegistry {
  list(): AiProvider[];
  /** The provider for a chat; 403 beta_required for a gated one without beta access, 503 when not configured. */
  resolve(id: AiProviderId, access: { isBetaUser: boolean }): ResolvedProvider;
  /** The model for non-chat writing (dream insights): the `free` server when configured, else null. */
  insightsModel(): LanguageModel | null;
}

/** The AI providers behind one interface (DESIGN §5): `free` (default), and gated `openai`, `anthropic`. */
export function createProviderRegistry(ai: Config['ai']): ProviderRegistry {
  const providers = new Map<
    AiProviderId,
    { info: AiProvider; resolved: ResolvedProvider | null }
  >();

  if (ai.free) {
    const modelId = ai.free.model;
    providers.set('free', {
      info: {
        id: 'free',
        label: `Free (${modelId})`,
        gated: false,
        available: true,
        offline: false,
      },
      resolved: {
        id: 'free',
        offline: false,
        stream: openAiCompatible({
          baseUrl: ai.free.baseUrl,
          model: modelId,
          apiKey: ai.free.apiKey,
        }),
      },
    });
  } else {
    providers.set('free', {
      info: {
        id: 'free',
        label: 'Offline guide (built-in)',
        gated: false,
        available: true,
        offline: true,
      },
      resolved: {
        id: 'free',
        offline: true,
        stream: (request) =>
          afterGo(request.go, () =>
            streamOfflineReply(request.module, request.options, request, {
              wordsPerSecond: ai.offlineWordsPerSecond,
              replacing: request.replacing,
            }),
          ),
      },
    });
  }

  const openai = ai.openai;
  providers.set('openai', {
    info: { id: 'openai', label: 'OpenAI', gated: true, available: !!openai, offline: false },
    resolved: openai
      ? {
          id: 'openai',
          offline: false,
          stream: openAiCompatible({
            baseUrl: openai.baseUrl,
            model: openai.model,
            apiKey: openai.apiKey,
          }),
        }
      : null,
  });

  const anthropicConfig = ai.anthropic;
  providers.set('anthropic', {
    info: {
      id: 'anthropic',
      label: 'Anthropic Claude',
      gated: true,
      available: !!anthropicConfig,
      offline: false,
    },
    resolved: anthropicConfig
      ? {
          id: 'anthropic',
          offline: false,
          stream: anthropic({
            baseUrl: anthropicConfig.baseUrl,
            model: anthropicConfig.model,
            apiKey: anthropicConfig.apiKey,
          }),
        }
      : null,
  });

  // Dream insights are one short non-streamed answer, rare enough to stay on the AI SDK.
  const insightsServer = ai.free
    ? createOpenAICompatible({
        name: 'free',
        baseURL: ai.free.baseUrl,
        apiKey: ai.free.apiKey,
        includeUsage: true,
      }).chatModel(ai.free.model)
    : null;

  return {
    insightsModel: () => insightsServer,
    list: () => [...providers.values()].map((p) => p.info),
    resolve(id, { isBetaUser }) {
      const entry = providers.get(id);
      if (!entry) throw new AppError('bad_request', `Unknown AI provider '${id}'`);
      if (entry.info.gated && !isBetaUser) {
        throw new AppError(
          'beta_required',
          `${entry.info.label} is available to beta users. Join the beta to use it.`,
        );
      }
      if (!entry.resolved) {
        throw new AppError('unavailable', `${entry.info.label} is not configured on this server.`);
      }
      return entry.resolved;
    },
  };
}
