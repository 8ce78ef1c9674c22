import type { AiProviderId, WordLimit } from '../../../../contracts/chat.ts';
import {
  AI_PROVIDER_IDS,
  AI_SETTINGS_STORAGE_KEY,
  WORD_LIMIT_OPTIONS,
} from '../../../../contracts/constants.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { useHydrationSafeStore } from '../../../lib/hydration.tsx';

const PROVIDER_IDS: readonly AiProviderId[] = AI_PROVIDER_IDS;

export interface AiSettings {
  isUnhingedMode: boolean;
  aiProvider: AiProviderId;
  /** Words per reply; null is unlimited, the default (SPEC §4). */
  wordLimit: WordLimit | null;
}

export const DEFAULT_AI_SETTINGS: AiSettings = {
  isUnhingedMode: false,
  aiProvider: 'free',
  wordLimit: null,
};

function isProviderId(value: unknown): value is AiProviderId {
  return (PROVIDER_IDS as readonly unknown[]).includes(value);
}

function isWordLimit(value: unknown): value is WordLimit {
  return (WORD_LIMIT_OPTIONS as readonly unknown[]).includes(value);
}

/** Stored settings, each field falling back to its default when missing or unreadable. */
export function parseAiSettings(raw: string | null): AiSettings {
  if (!raw) return DEFAULT_AI_SETTINGS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_AI_SETTINGS;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_AI_SETTINGS;
  const record = value as Record<string, unknown>;
  return {
    isUnhingedMode:
      typeof record.isUnhingedMode === 'boolean'
        ? record.isUnhingedMode
        : DEFAULT_AI_SETTINGS.isUnhingedMode,
    aiProvider: isProviderId(record.aiProvider)
      ? record.aiProvider
      : DEFAULT_AI_SETTINGS.aiProvider,
    wordLimit: isWordLimit(record.wordLimit) ? record.wordLimit : null,
  };
}

let current: AiSettings | null = null;
const listeners = new Set<() => void>();

function snapshot(): AiSettings {
  current ??= parseAiSettings(readStorage(AI_SETTINGS_STORAGE_KEY));
  return current;
}

/** Change some of the AI mode choices; they are stored at once. Usable outside components. */
export function setAiSettings(update: Partial<AiSettings>): void {
  current = { ...snapshot(), ...update };
  writeStorage(AI_SETTINGS_STORAGE_KEY, JSON.stringify(current));
  for (const listener of listeners) listener();
}

/** The AI mode choices as they stand right now (for event handlers). */
export function getAiSettings(): AiSettings {
  return snapshot();
}

/** Forget the in-memory copy, so the next read comes from storage (tests). */
export function resetAiSettings(): void {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the choices: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AI_SETTINGS_STORAGE_KEY) return;
    current = parseAiSettings(event.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const defaultSettings = () => DEFAULT_AI_SETTINGS;

/** Unhinged mode, provider and word limit, shared by the sidebar panel and the chat. */
export function useAiSettings(): AiSettings {
  return useHydrationSafeStore(subscribe, snapshot, defaultSettings);
}
