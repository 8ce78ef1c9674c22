import { useEffect, useState } from 'react';
import { DEVICE_LIST_REFRESH_MS } from '../../../../contracts/constants.ts';
import { DeviceManager, type ConnectedDevice } from '../lib/device-manager.ts';
import { getBluetooth } from '../lib/web-bluetooth.ts';

/** One device manager for the page; leaving the page disconnects its devices. */
export function useDeviceManager(): DeviceManager {
  const [manager] = useState(() => new DeviceManager({ bluetooth: getBluetooth() }));
  useEffect(() => () => void manager.disconnectAll(), [manager]);
  return manager;
}

const sameDevices = (a: ConnectedDevice[], b: ConnectedDevice[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The connected devices and the monitoring switch, refreshed every DEVICE_LIST_REFRESH_MS
 * (SPEC §9, 1 s) and at once when the manager reports a change.
 */
export function useConnectedDevices(manager: DeviceManager): {
  devices: ConnectedDevice[];
  monitoring: boolean;
} {
  const [devices, setDevices] = useState(() => manager.getDevices());
  const [monitoring, setMonitoring] = useState(() => manager.monitoring);
  useEffect(() => {
    const refresh = () => {
      const next = manager.getDevices();
      setDevices((current) => (sameDevices(current, next) ? current : next));
      setMonitoring(manager.monitoring);
    };
    const unsubscribe = manager.subscribe((event) => {
      if (event.type === 'devices' || event.type === 'monitoring') refresh();
    });
    const timer = setInterval(refresh, DEVICE_LIST_REFRESH_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [manager]);
  return { devices, monitoring };
}
