import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BiofeedbackDevice, UpsertDeviceRequest } from '../../../../contracts/biofeedback.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { devicesQueryKey } from './get-devices.ts';

/** Save a device to the account, or update the saved one with this deviceId. */
export function registerDevice(device: UpsertDeviceRequest): Promise<BiofeedbackDevice> {
  return apiJson<BiofeedbackDevice>('POST', '/api/biofeedback/devices', device);
}

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
