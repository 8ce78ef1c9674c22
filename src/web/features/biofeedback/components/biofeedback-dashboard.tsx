import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useConnectedDevices, useDeviceManager } from '../hooks/use-device-manager.ts';
import { useDeviceSync } from '../hooks/use-device-sync.ts';
import { useLiveReadings } from '../hooks/use-live-readings.ts';
import { BluetoothUnsupportedError, CONNECT_FAILED_MESSAGE } from '../lib/device-manager.ts';
import { BluetoothAlertDialog, type BluetoothAlert } from './bluetooth-alert-dialog.tsx';
import { DataControls } from './data-controls.tsx';
import { DevicePanel } from './device-panel.tsx';
import { LiveBiometricsCard } from './live-biometrics-card.tsx';
import { SavedDevices } from './saved-devices.tsx';
import { WellnessTrendsCard } from './wellness-trends-card.tsx';

// Charts are their own chunk (DESIGN §7): the page shows its cards before they arrive.
const BiofeedbackCharts = lazy(() =>
  import('./biofeedback-charts.tsx').then((m) => ({ default: m.BiofeedbackCharts })),
);

/** Everything a signed-in person does on /biofeedback: devices, live readings, trends, data. */
export function BiofeedbackDashboard() {
  const manager = useDeviceManager();
  const { devices, monitoring } = useConnectedDevices(manager);
  const { latest, saveError } = useLiveReadings(manager);
  const { pause, reset } = useDeviceSync(devices);
  const [scanning, setScanning] = useState(false);
  const [alert, setAlert] = useState<BluetoothAlert | null>(null);
  const connectButtonRef = useRef<HTMLButtonElement>(null);

  const connect = async () => {
    setScanning(true);
    try {
      await manager.connect();
    } catch (error) {
      setAlert(
        error instanceof BluetoothUnsupportedError
          ? { title: 'Bluetooth unavailable', message: error.message }
          : { title: 'Connection failed', message: CONNECT_FAILED_MESSAGE },
      );
    } finally {
      setScanning(false);
    }
  };

  const beforeDelete = useCallback(async () => {
    pause();
    await manager.disconnectAll();
  }, [manager, pause]);

  const connectedIds = useMemo(() => new Set(devices.map((d) => d.deviceId)), [devices]);
  // The last reading stays on screen only while its device is connected.
  const reading = latest && connectedIds.has(latest.deviceId) ? latest : null;

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <DevicePanel
          devices={devices}
          monitoring={monitoring}
          scanning={scanning}
          onConnect={() => void connect()}
          onDisconnect={(deviceId) => void manager.disconnect(deviceId)}
          onMonitoringChange={(on) => manager.setMonitoring(on)}
          savedDevices={<SavedDevices connectedIds={connectedIds} />}
          connectButtonRef={connectButtonRef}
        />
        <LiveBiometricsCard reading={reading} monitoring={monitoring} saveError={saveError} />
      </div>
      <WellnessTrendsCard />
      <Suspense fallback={<Skeleton className="h-64 rounded-2xl" />}>
        <BiofeedbackCharts />
      </Suspense>
      <DataControls beforeDelete={beforeDelete} afterDelete={reset} />
      <BluetoothAlertDialog
        alert={alert}
        onClose={() => setAlert(null)}
        returnFocusTo={connectButtonRef}
      />
    </>
  );
}
