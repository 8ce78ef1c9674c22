import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { APP_NAME_DEFAULT } from '../../contracts/constants.ts';
import type { AppConfig } from '../../contracts/app-config.ts';
import type { User } from '../../contracts/auth.ts';
import type { AiProvider, ChatMessage, ChatSession } from '../../contracts/chat.ts';
import type { Carousel, Module } from '../../contracts/modules.ts';
import type { Usage } from '../../contracts/usage.ts';
import { AppProviders, preloadToaster } from '../app/providers.tsx';
import { appConfigQueryKey } from '../features/app-config/api/get-app-config.ts';
import { userQueryKey } from '../features/auth/api/get-user.ts';
import { aiProvidersQueryKey } from '../features/chat/api/get-ai-providers.ts';
import { messagesQueryKey } from '../features/chat/api/get-messages.ts';
import { sessionsQueryKey } from '../features/chat/api/get-sessions.ts';
import { carouselsQueryKey } from '../features/modules/api/get-carousels.ts';
import { modulesQueryKey } from '../features/modules/api/get-modules.ts';
import { usageQueryKey } from '../features/usage/api/get-usage.ts';
import { createQueryClient } from '../lib/api-client.ts';

// The app loads the toaster's code beside the first page; tests have it from the start.
await preloadToaster();

export const testConfig: AppConfig = {
  appName: APP_NAME_DEFAULT,
  links: { moduleResearch: null, dietDetox: null, lab: null, communityChat: null },
  allowances: { anonFreeMessages: 7, freeAccountExchanges: 21, freeVoiceWishes: 3 },
  plan: { name: 'Sangha Premium', priceLabel: '$21/month', trialDays: 7, billingEnabled: false },
  lineage: { videoUrl: null, posterUrl: null },
  signInProviders: [],
};

export function makeModule(overrides: Partial<Module> & { id: string }): Module {
  return {
    name: overrides.id,
    description: `About ${overrides.id}`,
    avatar: null,
    carouselId: null,
    isConnector: false,
    ...overrides,
  };
}

interface CacheSeed {
  user?: User | null;
  config?: AppConfig;
  modules?: Module[];
  carousels?: Carousel[];
  sessions?: ChatSession[];
  /** Messages per session id. */
  messages?: Record<string, ChatMessage[]>;
  usage?: Usage;
  providers?: AiProvider[];
}

export function makeSession(overrides: Partial<ChatSession> & { id: string }): ChatSession {
  return {
    title: `Chat ${overrides.id}`,
    moduleId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMessage(
  overrides: Partial<ChatMessage> & { id: string; role: ChatMessage['role'] },
): ChatMessage {
  return {
    content: `Message ${overrides.id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'complete',
    ...overrides,
  };
}

export const anonUsage: Usage = {
  remaining: 7,
  unlimited: false,
  phase: 'anon',
  isBetaUser: false,
  used: 0,
  limit: 7,
};

export const offlineProviders: AiProvider[] = [
  { id: 'free', label: 'Free', gated: false, available: true, offline: true },
  { id: 'openai', label: 'OpenAI', gated: true, available: true, offline: false },
  { id: 'anthropic', label: 'Anthropic', gated: true, available: false, offline: false },
];

/** A QueryClient with the app's defaults whose cache already holds the given answers. */
export function seededQueryClient(seed: CacheSeed = {}): QueryClient {
  const client = createQueryClient();
  if (seed.user !== undefined) client.setQueryData(userQueryKey, seed.user);
  if (seed.config) client.setQueryData(appConfigQueryKey, seed.config);
  if (seed.modules) client.setQueryData(modulesQueryKey, seed.modules);
  if (seed.carousels) client.setQueryData(carouselsQueryKey, { carousels: seed.carousels });
  if (seed.sessions) client.setQueryData(sessionsQueryKey, seed.sessions);
  for (const [sessionId, messages] of Object.entries(seed.messages ?? {})) {
    client.setQueryData(messagesQueryKey(sessionId), messages);
  }
  if (seed.usage) client.setQueryData(usageQueryKey, seed.usage);
  if (seed.providers) client.setQueryData(aiProvidersQueryKey, seed.providers);
  return client;
}

function createLocation(path: string) {
  return memoryLocation({ path, record: true });
}

export type TestLocation = ReturnType<typeof createLocation>;

interface RenderAppOptions {
  path?: string;
  queryClient?: QueryClient;
}

/** Render inside the app's providers and an in-memory router at `path`. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', queryClient = seededQueryClient() }: RenderAppOptions = {},
): RenderResult & { location: TestLocation } {
  const location = createLocation(path);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </AppProviders>,
  );
  return Object.assign(result, { location });
}

/** A signed-in free account. */
export const member: User = {
  id: 'user-1',
  firstName: 'Tara',
  lastName: 'Dolma',
  email: 'tara@example.org',
  profileImageUrl: null,
  stripeCustomerId: null,
  subscriptionStatus: null,
  subscriptionTier: null,
  subscriptionCurrentPeriodEnd: null,
  pendingEmail: null,
  hasPassword: true,
  trialUsed: false,
};

export const freeUsage: Usage = {
  remaining: 21,
  unlimited: false,
  phase: 'free',
  isBetaUser: false,
  used: 0,
  limit: 21,
};
