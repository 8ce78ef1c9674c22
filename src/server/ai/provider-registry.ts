import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiProvider, AiProviderId } from '../../contracts/chat.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import {
  createOfflineGuideModel,
  type OfflineModule,
  type OfflineReplyOptions,
} from './offline-guide.ts';

export interface ResolvedProvider {
  id: AiProviderId;
  /** True for the built-in offline guide, which composes replies from the module's teachings. */
  offline: boolean;
  model(module: OfflineModule, options: OfflineReplyOptions): LanguageModel;
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

  const freeServer = ai.free
    ? createOpenAICompatible({
        name: 'free',
        baseURL: ai.free.baseUrl,
        apiKey: ai.free.apiKey,
        includeUsage: true,
      })
    : null;
  if (ai.free && freeServer) {
    const server = freeServer;
    const modelId = ai.free.model;
    providers.set('free', {
      info: {
        id: 'free',
        label: `Free (${modelId})`,
        gated: false,
        available: true,
        offline: false,
      },
      resolved: { id: 'free', offline: false, model: () => server.chatModel(modelId) },
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
        model: (module, options) => createOfflineGuideModel(module, options),
      },
    });
  }

  const openai = ai.openai;
  providers.set('openai', {
    info: { id: 'openai', label: 'OpenAI', gated: true, available: !!openai, offline: false },
    resolved: openai
      ? (() => {
          const server = createOpenAICompatible({
            name: 'openai',
            baseURL: openai.baseUrl,
            apiKey: openai.apiKey,
            includeUsage: true,
          });
          return {
            id: 'openai' as const,
            offline: false,
            model: () => server.chatModel(openai.model),
          };
        })()
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
      ? (() => {
          const anthropic = createAnthropic({
            apiKey: anthropicConfig.apiKey,
            baseURL: anthropicConfig.baseUrl,
          });
          return {
            id: 'anthropic' as const,
            offline: false,
            model: () => anthropic(anthropicConfig.model),
          };
        })()
      : null,
  });

  const insightsServer = ai.free && freeServer ? freeServer.chatModel(ai.free.model) : null;

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
