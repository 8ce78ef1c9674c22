import { BatteryMedium, Bluetooth, Unplug } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId, type ReactNode, type Ref } from 'react';
import { SIMULATED_READING_INTERVAL_MS } from '../../../../contracts/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ConnectedDevice } from '../lib/device-manager.ts';
import { CAPABILITY_LABELS, DEVICE_TYPE_LABELS } from '../lib/labels.ts';

interface DevicePanelProps {
  devices: ConnectedDevice[];
  monitoring: boolean;
  scanning: boolean;
  onConnect: () => void;
  onDisconnect: (deviceId: string) => void;
  onMonitoringChange: (on: boolean) => void;
  /** Saved devices that are not connected now. */
  savedDevices?: ReactNode;
  connectButtonRef?: Ref<HTMLButtonElement>;
}

/** SPEC §2 device panel: Connect Device, the connected devices and Real-time Monitoring. */
export function DevicePanel({
  devices,
  monitoring,
  scanning,
  onConnect,
  onDisconnect,
  onMonitoringChange,
  savedDevices,
  connectButtonRef,
}: DevicePanelProps) {
  const switchId = useId();
  const hintId = useId();
  return (
    <section
      aria-labelledby="device-panel-title"
      className="grid content-start gap-5 rounded-2xl border border-border bg-surface p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="device-panel-title" className="font-serif text-xl font-semibold">
          Your Devices
        </h2>
        {/* aria-disabled, not disabled: the button keeps focus while scanning, so focus returns
            to it when an alert closes. */}
        <Button
          ref={connectButtonRef}
          onClick={() => !scanning && onConnect()}
          aria-disabled={scanning}
          aria-busy={scanning}
        >
          {scanning ? <Spinner /> : <Bluetooth aria-hidden="true" />}
          {scanning ? 'Scanning...' : 'Connect Device'}
        </Button>
      </div>

      {devices.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No device connected. Wake your heart-rate strap or watch, then choose Connect Device.
        </p>
      ) : (
        <ul aria-label="Connected devices" className="grid gap-3">
          {devices.map((device) => (
            <li
              key={device.deviceId}
              data-testid="connected-device"
              className="grid gap-2 rounded-xl border border-border bg-background p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid gap-1.5">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all">{device.deviceName}</span>
                  <span className="text-sm text-muted-foreground">
                    {DEVICE_TYPE_LABELS[device.deviceType]}
                  </span>
                </p>
                <ul aria-label="Capabilities" className="flex flex-wrap gap-1.5">
                  {device.capabilities.map((capability) => (
                    <li key={capability}>
                      <Badge>{CAPABILITY_LABELS[capability]}</Badge>
                    </li>
                  ))}
                </ul>
                <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <span className="inline-flex items-center gap-1">
                    <BatteryMedium aria-hidden="true" className="size-4" />
                    {device.batteryLevel === null
                      ? 'Battery unknown'
                      : `Battery ${device.batteryLevel}%`}
                  </span>
                  {device.link === 'simulated' ? (
                    <span>Simulated readings (no heart-rate link)</span>
                  ) : null}
                  {device.sensorContact === 'no_contact' ? (
                    <span className="font-medium text-destructive">No skin contact</span>
                  ) : null}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onDisconnect(device.deviceId)}
                aria-label={`Disconnect ${device.deviceName}`}
                className="justify-self-start sm:justify-self-end"
              >
                <Unplug aria-hidden="true" />
                Disconnect
              </Button>
            </li>
          ))}
        </ul>
      )}

      <div className="flex items-start justify-between gap-4 border-t border-border pt-4">
        <div className="grid gap-0.5">
          <label htmlFor={switchId} className="font-medium">
            Real-time Monitoring
          </label>
          <p id={hintId} className="text-sm text-muted-foreground">
            {devices.length === 0
              ? 'Connect a device to start monitoring.'
              : `Live readings, saved to your account every ${SIMULATED_READING_INTERVAL_MS / 1000} seconds.`}
          </p>
        </div>
        <Switch.Root
          id={switchId}
          aria-describedby={hintId}
          checked={monitoring}
          disabled={devices.length === 0}
          onCheckedChange={onMonitoringChange}
          className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border bg-muted transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-5" />
        </Switch.Root>
      </div>
      {savedDevices}
    </section>
  );
}
