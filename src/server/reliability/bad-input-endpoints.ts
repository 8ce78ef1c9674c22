import type { z } from 'zod';
import {
  EmailChangeConfirmRequest,
  EmailSignupRequest,
  LoginRequest,
  MergeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  ProfileUpdateRequest,
  CreateSubscriptionRequest,
  SIGN_IN_PROVIDERS,
} from '../../contracts/auth.ts';
import {
  CreateReadingRequest,
  ReadingsQuery,
  SummaryQuery,
  UpsertDeviceRequest,
} from '../../contracts/biofeedback.ts';
import {
  ChatRequest,
  RegenerateRequest,
  RenameSessionRequest,
  SessionParams,
} from '../../contracts/chat.ts';
import { JournalEntryRequest, JournalExportQuery, JournalParams } from '../../contracts/journal.ts';
import { TransmissionProgress } from '../../contracts/transmissions.ts';
import { CreateTribeRequest, TribeParams, UpdateTribeRequest } from '../../contracts/tribes.ts';
import { BetaSignupRequest } from '../../contracts/usage.ts';
import { TtsRequest, VoiceClipParams } from '../../contracts/voice.ts';

/** Real records the signed-in owner holds, so a request fails for its input, never for a missing thing. */
export interface Fixtures {
  chatSessionId: string;
  journalEntryId: string;
  tribeSlug: string;
  messageId: string;
}

export type Group = 'account' | 'sign-in' | 'chat' | 'records' | 'community';

/**
 * How one endpoint is fuzzed: who may call it, and the contract of every input it reads. The
 * generator sends inputs that break this contract (or junk in places the route never reads).
 */
export interface EndpointFuzz {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered (`:name` parameters). */
  url: string;
  group: Group;
  /**
   * public: anyone; caller: an account or a valid X-Client-Id (else 400); user: an account (else
   * 401); signature: Stripe's signature header (never valid in these tests).
   */
  access: 'public' | 'caller' | 'user' | 'signature';
  /** Changes data when called with valid input by an allowed caller: such a request is never sent. */
  mutates: boolean;
  /** A browser navigation answering HTML pages (its own failures are pages, not JSON). */
  pages?: boolean;
  /** The body contract and a valid body to break; absent when the route reads no body. */
  body?: { schema: z.ZodType; valid: (f: Fixtures) => Record<string, unknown> };
  /** Reads the raw bytes (the Stripe webhook): any body, judged by the signature. */
  rawBody?: boolean;
  params?: Record<string, { schema: z.ZodType; valid: (f: Fixtures) => string }>;
  query?: z.ZodObject;
  /** Rate-limited per account: rotate through many signed-in owners so limits never mask validation. */
  limitedPerAccount?: boolean;
}

const sessionParam = {
  sessionId: { schema: SessionParams.shape.sessionId, valid: (f: Fixtures) => f.chatSessionId },
};
const entryParam = {
  entryId: { schema: JournalParams.shape.entryId, valid: (f: Fixtures) => f.journalEntryId },
};
const slugParam = { slug: { schema: TribeParams.shape.slug, valid: (f: Fixtures) => f.tribeSlug } };

const validChat = () => ({
  message: 'What is calm abiding?',
  moduleId: 'inner-fire',
  isUnhingedMode: false,
  aiProvider: 'free',
  wordLimit: 25,
});
const validJournal = () => ({
  title: 'Flying over water',
  content: 'I flew over a calm lake.',
  dreamType: 'lucid',
  emotions: 'joy',
  symbols: 'water',
  intensity: 6,
  earthElement: '',
  waterElement: 'calm',
  fireElement: '',
  windElement: '',
  spaceElement: '',
});
const validDevice = () => ({
  deviceId: 'fuzz-strap',
  deviceName: 'Chest strap',
  deviceType: 'heart_rate_monitor',
  isConnected: true,
  capabilities: ['heart_rate', 'hrv'],
  batteryLevel: 80,
});
const validReading = () => ({
  deviceId: 'fuzz-strap',
  deviceName: 'Chest strap',
  deviceType: 'heart_rate_monitor',
  heartRate: 64,
  heartRateVariability: 42,
  stressLevel: 20,
  meditationState: 'focused',
  emotionalState: 'calm',
  activityLevel: 'resting',
  recordedAt: '2026-01-01T08:00:00.000Z',
});

/** Every endpoint the server registers, except the web app's pages, static files and /api/docs. */
export const ENDPOINTS: EndpointFuzz[] = [
  // --- account: app settings, health, accounts, sign-in navigations
  { method: 'GET', url: '/api/app-config', group: 'account', access: 'public', mutates: false },
  { method: 'GET', url: '/api/health', group: 'account', access: 'public', mutates: false },
  // Prometheus' scrape: 404 unless METRICS_TOKEN is set and sent as a bearer token.
  { method: 'GET', url: '/metrics', group: 'account', access: 'public', mutates: false },
  { method: 'GET', url: '/api/auth/user', group: 'account', access: 'user', mutates: false },
  {
    method: 'POST',
    url: '/api/auth/email-signup',
    group: 'account',
    access: 'public',
    mutates: true,
    body: {
      schema: EmailSignupRequest,
      valid: () => ({
        email: 'new-seeker@example.com',
        firstName: 'New',
        lastName: 'Seeker',
        password: 'a long enough password',
      }),
    },
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    group: 'account',
    access: 'public',
    mutates: true,
    body: {
      schema: LoginRequest,
      valid: () => ({ email: 'owner@example.com', password: 'a good password' }),
    },
  },
  {
    method: 'PUT',
    url: '/api/auth/profile',
    group: 'account',
    access: 'user',
    mutates: true,
    body: {
      schema: ProfileUpdateRequest,
      valid: () => ({
        email: 'owner-renamed@example.com',
        firstName: 'Tara',
        lastName: 'Lotus',
        currentPassword: 'a good password',
      }),
    },
  },
  {
    method: 'POST',
    url: '/api/auth/email-change/confirm',
    group: 'account',
    access: 'public',
    mutates: true,
    body: {
      schema: EmailChangeConfirmRequest,
      // A well-formed token that was never issued (as for the password reset).
      valid: () => ({ token: 'x'.repeat(43) }),
    },
  },
  { method: 'POST', url: '/api/logout', group: 'account', access: 'public', mutates: true },
  {
    method: 'GET',
    url: '/auth/logout',
    group: 'account',
    access: 'public',
    mutates: true,
    pages: true,
  },
  {
    method: 'DELETE',
    url: '/api/auth/account',
    group: 'account',
    access: 'user',
    mutates: true,
    limitedPerAccount: true,
  },
  {
    method: 'POST',
    url: '/api/auth/password-reset',
    group: 'account',
    access: 'public',
    mutates: true,
    body: { schema: PasswordResetRequest, valid: () => ({ email: 'owner@example.com' }) },
  },
  {
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    group: 'account',
    access: 'public',
    mutates: true,
    body: {
      schema: PasswordResetConfirmRequest,
      // A well-formed token that was never issued: even "valid" bodies are refused, but the
      // generator still breaks the contract so the refusal is the validator's.
      valid: () => ({ token: 'x'.repeat(43), password: 'a new good password' }),
    },
  },

  // --- sign-in: browser navigations to and back from sign-in providers
  {
    method: 'GET',
    url: '/auth/start',
    group: 'sign-in',
    access: 'public',
    mutates: false,
    pages: true,
  },
  {
    method: 'GET',
    url: '/api/login',
    group: 'sign-in',
    access: 'public',
    mutates: false,
    pages: true,
  },
  ...SIGN_IN_PROVIDERS.filter((id) => id !== 'oidc').map((id): EndpointFuzz => ({
    method: 'GET',
    url: `/auth/${id}`,
    group: 'sign-in',
    access: 'public',
    mutates: false,
    pages: true,
  })),
  ...SIGN_IN_PROVIDERS.map((id): EndpointFuzz => ({
    method: 'GET',
    url: `/auth/${id}/callback`,
    group: 'sign-in',
    access: 'public',
    // A callback with a real code signs in; junk never carries one.
    mutates: false,
    pages: true,
  })),
  {
    method: 'POST',
    url: '/auth/apple/callback',
    group: 'sign-in',
    access: 'public',
    mutates: false,
    pages: true,
  },

  // --- chat, modules, usage, voice
  { method: 'GET', url: '/api/ai/providers', group: 'chat', access: 'public', mutates: false },
  { method: 'GET', url: '/api/modules', group: 'chat', access: 'public', mutates: false },
  { method: 'GET', url: '/api/carousels', group: 'chat', access: 'public', mutates: false },
  // Re-reads the unchanged content folder: public, and a no-op here.
  { method: 'POST', url: '/api/sync-modules', group: 'chat', access: 'public', mutates: false },
  {
    method: 'POST',
    url: '/api/chat',
    group: 'chat',
    access: 'caller',
    mutates: true,
    limitedPerAccount: true,
    body: { schema: ChatRequest, valid: validChat },
  },
  {
    method: 'POST',
    url: '/api/sessions/:sessionId/regenerate',
    group: 'chat',
    access: 'caller',
    mutates: true,
    limitedPerAccount: true,
    params: sessionParam,
    body: {
      schema: RegenerateRequest,
      valid: () => ({ isUnhingedMode: false, aiProvider: 'free', wordLimit: 50 }),
    },
  },
  { method: 'GET', url: '/api/sessions', group: 'chat', access: 'caller', mutates: false },
  {
    method: 'GET',
    url: '/api/sessions/:sessionId/messages',
    group: 'chat',
    access: 'caller',
    mutates: false,
    params: sessionParam,
  },
  {
    method: 'PATCH',
    url: '/api/sessions/:sessionId',
    group: 'chat',
    access: 'caller',
    mutates: true,
    params: sessionParam,
    body: { schema: RenameSessionRequest, valid: () => ({ title: 'A new title' }) },
  },
  {
    method: 'DELETE',
    url: '/api/sessions/:sessionId',
    group: 'chat',
    access: 'caller',
    mutates: true,
    params: sessionParam,
  },
  { method: 'GET', url: '/api/usage', group: 'chat', access: 'caller', mutates: false },
  { method: 'GET', url: '/api/user/stats', group: 'chat', access: 'user', mutates: false },
  {
    method: 'POST',
    url: '/api/usage/merge',
    group: 'chat',
    access: 'user',
    mutates: true,
    body: {
      schema: MergeRequest,
      valid: () => ({ previousClientId: '0b6f3a52-5e0c-4c4b-9d7e-2b1f0f3c9a11' }),
    },
  },
  {
    method: 'POST',
    url: '/api/beta-signup',
    group: 'chat',
    access: 'caller',
    mutates: true,
    body: { schema: BetaSignupRequest, valid: () => ({ email: 'seeker@example.com' }) },
  },
  { method: 'GET', url: '/api/voice/usage', group: 'chat', access: 'caller', mutates: false },
  {
    method: 'GET',
    url: '/api/voice/clips/:clipId',
    group: 'chat',
    access: 'caller',
    mutates: false,
    // Any well-formed id is valid input; one the caller has no clip under answers a JSON 404.
    params: { clipId: { schema: VoiceClipParams.shape.clipId, valid: () => 'no-clip-here' } },
  },
  {
    method: 'POST',
    url: '/api/voice/tts',
    group: 'chat',
    access: 'caller',
    mutates: true,
    limitedPerAccount: true,
    body: {
      schema: TtsRequest,
      valid: (f) => ({ text: 'Rest in the breath.', messageId: f.messageId }),
    },
  },

  // --- personal records: journal, progress, transmissions, biofeedback
  { method: 'GET', url: '/api/journal', group: 'records', access: 'user', mutates: false },
  {
    method: 'POST',
    url: '/api/journal',
    group: 'records',
    access: 'user',
    mutates: true,
    limitedPerAccount: true,
    body: { schema: JournalEntryRequest, valid: validJournal },
  },
  {
    method: 'PUT',
    url: '/api/journal/:entryId',
    group: 'records',
    access: 'user',
    mutates: true,
    params: entryParam,
    body: { schema: JournalEntryRequest, valid: validJournal },
    limitedPerAccount: true,
  },
  {
    method: 'DELETE',
    url: '/api/journal/:entryId',
    group: 'records',
    access: 'user',
    mutates: true,
    params: entryParam,
  },
  {
    method: 'GET',
    url: '/api/journal/export',
    group: 'records',
    access: 'user',
    mutates: false,
    query: JournalExportQuery,
  },
  {
    method: 'GET',
    url: '/api/spiritual-progress',
    group: 'records',
    access: 'user',
    mutates: false,
  },
  {
    method: 'GET',
    url: '/api/transmissions/progress',
    group: 'records',
    access: 'user',
    mutates: false,
  },
  {
    method: 'PUT',
    url: '/api/transmissions/progress',
    group: 'records',
    access: 'user',
    mutates: true,
    limitedPerAccount: true,
    body: {
      schema: TransmissionProgress,
      valid: () => ({
        currentStage: 3,
        completedStages: [1, 2],
        totalPoints: 20,
        lastUpdated: '2026-01-01T08:00:00.000Z',
      }),
    },
  },
  {
    method: 'GET',
    url: '/api/downloads/transmissions',
    group: 'records',
    access: 'public',
    mutates: false,
  },
  {
    method: 'GET',
    url: '/api/biofeedback/devices',
    group: 'records',
    access: 'user',
    mutates: false,
  },
  {
    method: 'POST',
    url: '/api/biofeedback/devices',
    group: 'records',
    access: 'user',
    mutates: true,
    body: { schema: UpsertDeviceRequest, valid: validDevice },
  },
  {
    method: 'GET',
    url: '/api/biofeedback/data',
    group: 'records',
    access: 'user',
    mutates: false,
    query: ReadingsQuery,
  },
  {
    method: 'POST',
    url: '/api/biofeedback/data',
    group: 'records',
    access: 'user',
    mutates: true,
    body: { schema: CreateReadingRequest, valid: validReading },
  },
  {
    method: 'DELETE',
    url: '/api/biofeedback/data',
    group: 'records',
    access: 'user',
    mutates: true,
  },
  {
    method: 'GET',
    url: '/api/biofeedback/summary',
    group: 'records',
    access: 'user',
    mutates: false,
    query: SummaryQuery,
  },
  {
    method: 'GET',
    url: '/api/biofeedback/export',
    group: 'records',
    access: 'user',
    mutates: false,
  },
  {
    method: 'GET',
    url: '/api/account/export',
    group: 'records',
    access: 'user',
    mutates: false,
  },

  // --- community: tribes, community invite, billing, avatar
  {
    method: 'POST',
    url: '/api/tribes',
    group: 'community',
    access: 'user',
    mutates: true,
    limitedPerAccount: true,
    body: {
      schema: CreateTribeRequest,
      valid: () => ({
        name: 'Morning Sitters',
        description: 'We sit at dawn.',
        socialLink: 'https://example.com/sitters',
      }),
    },
  },
  { method: 'GET', url: '/api/tribes', group: 'community', access: 'user', mutates: false },
  {
    method: 'GET',
    url: '/api/tribes/:slug',
    group: 'community',
    access: 'public',
    mutates: false,
    params: slugParam,
  },
  {
    method: 'PATCH',
    url: '/api/tribes/:slug',
    group: 'community',
    access: 'user',
    mutates: true,
    params: slugParam,
    body: {
      schema: UpdateTribeRequest,
      valid: () => ({ description: 'We sit at dusk.', socialLink: 'https://example.com/dusk' }),
    },
  },
  {
    method: 'DELETE',
    url: '/api/tribes/:slug',
    group: 'community',
    access: 'user',
    mutates: true,
    params: slugParam,
  },
  {
    method: 'POST',
    url: '/api/tribes/:slug/members',
    group: 'community',
    access: 'user',
    mutates: true,
    params: slugParam,
  },
  {
    method: 'DELETE',
    url: '/api/tribes/:slug/members',
    group: 'community',
    access: 'user',
    mutates: true,
    params: slugParam,
  },
  {
    method: 'GET',
    url: '/tribe/:slug',
    group: 'community',
    access: 'public',
    mutates: false,
    pages: true,
    params: slugParam,
  },
  {
    method: 'GET',
    url: '/api/discord/community',
    group: 'community',
    access: 'user',
    mutates: false,
  },
  { method: 'POST', url: '/api/discord/join', group: 'community', access: 'user', mutates: true },
  { method: 'POST', url: '/api/discord/joined', group: 'community', access: 'user', mutates: true },
  {
    method: 'POST',
    url: '/api/create-premium-subscription',
    group: 'community',
    access: 'user',
    mutates: true,
    limitedPerAccount: true,
    body: {
      schema: CreateSubscriptionRequest,
      valid: () => ({ price: 299, description: 'The paid plan' }),
    },
  },
  {
    method: 'GET',
    url: '/api/stripe/billing-portal',
    group: 'community',
    access: 'public',
    mutates: false,
    pages: true,
  },
  {
    method: 'POST',
    url: '/api/stripe/webhook',
    group: 'community',
    access: 'signature',
    mutates: true,
    rawBody: true,
  },
  {
    method: 'GET',
    url: '/api/bithuman-config',
    group: 'community',
    access: 'user',
    mutates: false,
    limitedPerAccount: true,
  },
];

/** Route parameters the descriptions use, checked against the registered route. */
export function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
}

export const endpointKey = (e: { method: string; url: string }) => `${e.method} ${e.url}`;
