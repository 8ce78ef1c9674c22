import type { AppConfig } from '../../../../contracts/app-config.ts';
import {
  ANON_FREE_MESSAGES_DEFAULT,
  FREE_ACCOUNT_EXCHANGES_DEFAULT,
  FREE_VOICE_WISHES_DEFAULT,
} from '../../../../contracts/constants.ts';
import { useAppConfig } from '../api/get-app-config.ts';

const defaults: AppConfig['allowances'] = {
  anonFreeMessages: ANON_FREE_MESSAGES_DEFAULT,
  freeAccountExchanges: FREE_ACCOUNT_EXCHANGES_DEFAULT,
  freeVoiceWishes: FREE_VOICE_WISHES_DEFAULT,
};

/** The allowances this server is configured with; the spec's defaults until the config arrives. */
export function useAllowances(): AppConfig['allowances'] {
  return useAppConfig().data?.allowances ?? defaults;
}

const noProviders: AppConfig['signInProviders'] = [];

/** The sign-in providers configured on this server (none until the config arrives). */
export function useSignInProviders(): AppConfig['signInProviders'] {
  return useAppConfig().data?.signInProviders ?? noProviders;
}
