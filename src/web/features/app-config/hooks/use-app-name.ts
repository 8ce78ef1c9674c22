import { APP_NAME_DEFAULT } from '../../../../contracts/constants.ts';
import { useAppConfig } from '../api/get-app-config.ts';

/** The configured product name, 'Sangha' until the config arrives or when it fails. */
export function useAppName(): string {
  return useAppConfig().data?.appName ?? APP_NAME_DEFAULT;
}
