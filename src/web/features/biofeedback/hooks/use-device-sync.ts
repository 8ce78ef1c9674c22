import { useCallback, useEffect, useRef } from 'react';
import type { UpsertDeviceRequest } from '../../../../contracts/biofeedback.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRegisterDevice } from '../api/register-device.ts';
import type { ConnectedDevice } from '../lib/device-manager.ts';

export function toDeviceRequest(device: ConnectedDevice, isConnected = true): UpsertDeviceRequest {
  return {
    deviceId: device.deviceId,
    deviceName: device.deviceName,
    deviceType: device.deviceType,
    isConnected,
    capabilities: device.capabilities,
    batteryLevel: device.batteryLevel,
  };
}

/**
 * Keep the account's saved devices in step with the connected ones: save a device when it
 * connects or changes (capabilities, battery), and mark it disconnected when it goes. `pause`
 * stops all saving (while the data is being deleted); `reset` forgets what was sent and resumes.
 */
export function useDeviceSync(devices: ConnectedDevice[]) {
  const { mutateAsync: saveDevice } = useRegisterDevice();
  const sent = useRef(new Map<string, string>());
  const lastSent = useRef(new Map<string, UpsertDeviceRequest>());
  const paused = useRef(false);

  useEffect(() => {
    if (paused.current) return;
    const save = (request: UpsertDeviceRequest) =>
      saveDevice(request).catch((error: unknown) =>
        toast({
          title: 'Device not saved',
          description: serverMessageOr(error, `Could not save ${request.deviceName}.`),
          variant: 'destructive',
        }),
      );
    const connected = new Set<string>();
    for (const device of devices) {
      connected.add(device.deviceId);
      const request = toDeviceRequest(device);
      const signature = JSON.stringify(request);
      if (sent.current.get(device.deviceId) === signature) continue;
      sent.current.set(device.deviceId, signature);
      lastSent.current.set(device.deviceId, request);
      void save(request);
    }
    for (const [deviceId, request] of lastSent.current) {
      if (connected.has(deviceId)) continue;
      sent.current.delete(deviceId);
      lastSent.current.delete(deviceId);
      void save({ ...request, isConnected: false });
    }
  }, [devices, saveDevice]);

  const pause = useCallback(() => {
    paused.current = true;
  }, []);
  const reset = useCallback(() => {
    sent.current.clear();
    lastSent.current.clear();
    paused.current = false;
  }, []);
  return { pause, reset };
}
