import { useEffect, useState } from 'react';
import type { CreateReadingRequest } from '../../../../contracts/biofeedback.ts';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateReading } from '../api/create-reading.ts';
import { registerDevice } from '../api/register-device.ts';
import type { DeviceManager, LiveReading } from '../lib/device-manager.ts';
import { toDeviceRequest } from './use-device-sync.ts';

export function toReadingRequest(reading: LiveReading): CreateReadingRequest {
  return {
    deviceId: reading.deviceId,
    deviceName: reading.deviceName,
    deviceType: reading.deviceType,
    heartRate: reading.heartRate,
    heartRateVariability: reading.heartRateVariability,
    stressLevel: reading.stressLevel,
    meditationState: reading.meditationState,
    emotionalState: reading.emotionalState,
    activityLevel: reading.activityLevel,
    recordedAt: reading.recordedAt,
  };
}

/**
 * The latest live reading, and each stored one sent to the account (SPEC §7: a reading is
 * posted for each live reading while monitoring is on; the page is only shown signed in).
 * `saveError` says why readings are not being saved, until one is saved again.
 */
export function useLiveReadings(manager: DeviceManager) {
  const [latest, setLatest] = useState<LiveReading | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { mutateAsync: saveReading } = useCreateReading();

  useEffect(() => {
    const persist = async (reading: LiveReading) => {
      const request = toReadingRequest(reading);
      try {
        await saveReading(request);
      } catch (error) {
        // The saved device is gone (its data was deleted elsewhere): save it again, then retry.
        const device = manager.getDevices().find((d) => d.deviceId === reading.deviceId);
        if (!(error instanceof ApiError && error.status === 404 && device)) throw error;
        await registerDevice(toDeviceRequest(device));
        await saveReading(request);
      }
      setSaveError(null);
    };
    return manager.subscribe((event) => {
      if (event.type === 'reading') {
        setLatest(event.reading);
        if (event.reading.persist) {
          persist(event.reading).catch((error: unknown) =>
            setSaveError(serverMessageOr(error, 'Your readings could not be saved just now.')),
          );
        }
      } else if (event.type === 'lost') {
        toast({
          title: 'Device disconnected',
          description: `${event.device.deviceName} is out of range or switched off. Monitoring has stopped.`,
        });
      } else if (event.type === 'monitoring' && !event.on) {
        setSaveError(null);
      }
    });
  }, [manager, saveReading]);

  return { latest, saveError };
}
