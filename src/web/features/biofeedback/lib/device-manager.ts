import {
  HEART_RATE_MAX,
  HEART_RATE_MIN,
  type ActivityLevel,
  type DeviceCapability,
  type DeviceType,
  type EmotionalState,
  type MeditationState,
} from '../../../../contracts/biofeedback.ts';
import { SIMULATED_READING_INTERVAL_MS } from '../../../../contracts/constants.ts';
import { parseHeartRateMeasurement, type SensorContact } from './heart-rate-measurement.ts';
import { RrWindow } from './hrv.ts';
import { SimulatedSignal } from './simulated-reading.ts';
import { activityFromHeartRate, stressFromHrv, wellnessState } from './wellness-state.ts';
import {
  REQUEST_DEVICE_OPTIONS,
  type BluetoothApi,
  type BluetoothDeviceHandle,
  type GattCharacteristic,
  type GattServer,
} from './web-bluetooth.ts';

/** SPEC §8 "Bluetooth", word for word. */
export const BLUETOOTH_UNSUPPORTED_MESSAGE =
  'Web Bluetooth is not supported in this browser. Please use Chrome, Edge, or Opera.';
export const CONNECT_FAILED_MESSAGE =
  'Failed to connect to device. Please make sure your device is in pairing mode.';

export class BluetoothUnsupportedError extends Error {
  override readonly name = 'BluetoothUnsupportedError';
  constructor() {
    super(BLUETOOTH_UNSUPPORTED_MESSAGE);
  }
}

export class DeviceConnectError extends Error {
  override readonly name = 'DeviceConnectError';
  constructor(cause: unknown) {
    super(CONNECT_FAILED_MESSAGE, { cause });
  }
}

/** 'bluetooth': readings come from the device; 'simulated': it has no heart-rate link we can use. */
export type DeviceLink = 'bluetooth' | 'simulated';

export interface ConnectedDevice {
  deviceId: string;
  deviceName: string;
  deviceType: DeviceType;
  capabilities: DeviceCapability[];
  batteryLevel: number | null;
  link: DeviceLink;
  sensorContact: SensorContact;
}

export interface LiveReading {
  deviceId: string;
  deviceName: string;
  deviceType: DeviceType;
  heartRate: number;
  heartRateVariability: number | null;
  stressLevel: number | null;
  meditationState: MeditationState | null;
  emotionalState: EmotionalState | null;
  activityLevel: ActivityLevel;
  recordedAt: string;
  source: DeviceLink;
  /**
   * True for the one reading per SIMULATED_READING_INTERVAL_MS that is stored; a strap notifies
   * about once a second, and the readings between refresh the live display only.
   */
  persist: boolean;
}

export type DeviceManagerEvent =
  | { type: 'devices' }
  | { type: 'monitoring'; on: boolean }
  | { type: 'reading'; reading: LiveReading }
  /** The device went away by itself (out of range, switched off). */
  | { type: 'lost'; device: ConnectedDevice };

interface Entry {
  device: ConnectedDevice;
  handle: BluetoothDeviceHandle;
  server: GattServer | null;
  heartRate: GattCharacteristic | null;
  battery: GattCharacteristic | null;
  rr: RrWindow;
  /** The simulated body behind a device with no heart-rate link: readings follow on smoothly. */
  signal: SimulatedSignal;
  lastStoredAt: number;
  removeListeners: () => void;
}

export interface DeviceManagerOptions {
  bluetooth: BluetoothApi | null;
  random?: () => number;
  now?: () => number;
  intervalMs?: number;
}

const MAX_NAME = 100;

/** The device's kind from its advertised name and whether it has the heart-rate service. */
export function inferDeviceType(name: string, hasHeartRateService: boolean): DeviceType {
  if (/watch/i.test(name)) return 'smartwatch';
  if (/^(fitbit|garmin)/i.test(name)) return 'fitness_tracker';
  if (hasHeartRateService || /^(polar|suunto)/i.test(name)) return 'heart_rate_monitor';
  return 'unknown';
}

/** The user closed the browser's chooser: not a failure worth an alert. */
function isChooserCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotFoundError' || error.name === 'AbortError');
}

/**
 * Connected wearables and their live readings, outside React so it can be tested with a fake
 * Web Bluetooth. Scan with the spec's filters, connect GATT, take Heart Rate Measurement
 * notifications (HRV from their RR intervals), read the battery when present; a device without
 * a usable heart-rate service gets simulated readings every 5 s. While monitoring is on it emits
 * readings; a disconnect, by the user or the device, turns monitoring off (SPEC §4 "Device").
 */
export class DeviceManager {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<(event: DeviceManagerEvent) => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private monitoringOn = false;
  private readonly bluetooth: BluetoothApi | null;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly intervalMs: number;

  constructor(options: DeviceManagerOptions) {
    this.bluetooth = options.bluetooth;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.intervalMs = options.intervalMs ?? SIMULATED_READING_INTERVAL_MS;
  }

  get supported(): boolean {
    return this.bluetooth !== null;
  }

  get monitoring(): boolean {
    return this.monitoringOn;
  }

  /** A fresh copy of the connected devices, in connection order. */
  getDevices(): ConnectedDevice[] {
    return [...this.entries.values()].map((entry) => ({
      ...entry.device,
      capabilities: [...entry.device.capabilities],
    }));
  }

  subscribe(listener: (event: DeviceManagerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Ask the browser for a device and connect it. Resolves null when the person closes the
   * chooser; throws BluetoothUnsupportedError or DeviceConnectError (SPEC §8 alerts).
   */
  async connect(): Promise<ConnectedDevice | null> {
    if (!this.bluetooth) throw new BluetoothUnsupportedError();
    let handle: BluetoothDeviceHandle;
    try {
      handle = await this.bluetooth.requestDevice(REQUEST_DEVICE_OPTIONS);
    } catch (error) {
      if (isChooserCancelled(error)) return null;
      throw new DeviceConnectError(error);
    }
    const known = this.entries.get(handle.id);
    if (known) return { ...known.device };

    let server: GattServer | null = null;
    try {
      server = handle.gatt ? await handle.gatt.connect() : null;
    } catch (error) {
      throw new DeviceConnectError(error);
    }

    const name = (handle.name?.trim() || 'Unknown device').slice(0, MAX_NAME);
    const entry: Entry = {
      device: {
        deviceId: handle.id,
        deviceName: name,
        deviceType: 'unknown',
        capabilities: [],
        batteryLevel: null,
        link: 'simulated',
        sensorContact: 'not_supported',
      },
      handle,
      server,
      heartRate: null,
      battery: null,
      rr: new RrWindow(),
      signal: new SimulatedSignal(this.random),
      lastStoredAt: Number.NEGATIVE_INFINITY,
      removeListeners: () => {},
    };

    const onMeasurement = (event: Event) => this.onMeasurement(entry, event);
    const onBattery = (event: Event) => {
      const value = (event.target as GattCharacteristic | null)?.value;
      if (value && value.byteLength > 0) this.setBattery(entry, value.getUint8(0));
    };
    const onGone = () => this.onGone(entry);

    if (server) {
      entry.heartRate = await this.subscribeHeartRate(server, onMeasurement);
      const battery = await this.readBattery(server, onBattery);
      entry.battery = battery?.characteristic ?? null;
      entry.device.batteryLevel = battery?.level ?? null;
    }
    const hasHeartRate = entry.heartRate !== null;
    entry.device.link = hasHeartRate ? 'bluetooth' : 'simulated';
    entry.device.deviceType = inferDeviceType(name, hasHeartRate);
    // Simulated readings carry every measure; a real strap shows HRV once RR intervals arrive.
    entry.device.capabilities = hasHeartRate ? ['heart_rate'] : ['heart_rate', 'hrv', 'stress'];

    handle.addEventListener('gattserverdisconnected', onGone);
    entry.removeListeners = () => {
      handle.removeEventListener('gattserverdisconnected', onGone);
      entry.heartRate?.removeEventListener('characteristicvaluechanged', onMeasurement);
      entry.battery?.removeEventListener('characteristicvaluechanged', onBattery);
    };
    this.entries.set(handle.id, entry);
    this.emit({ type: 'devices' });
    return { ...entry.device, capabilities: [...entry.device.capabilities] };
  }

  /** Disconnect one device; monitoring turns off (SPEC §4). */
  async disconnect(deviceId: string): Promise<void> {
    const entry = this.entries.get(deviceId);
    if (!entry) return;
    // Listeners go first, so our own disconnect is not reported as a lost device.
    entry.removeListeners();
    this.entries.delete(deviceId);
    await entry.heartRate?.stopNotifications().catch(() => undefined);
    try {
      entry.server?.disconnect();
    } catch {
      // Already gone: nothing more to release.
    }
    this.setMonitoring(false);
    this.emit({ type: 'devices' });
  }

  async disconnectAll(): Promise<void> {
    for (const deviceId of [...this.entries.keys()]) await this.disconnect(deviceId);
  }

  /** Real-time monitoring: readings flow only while it is on, and only with a device connected. */
  setMonitoring(on: boolean): void {
    const next = on && this.entries.size > 0;
    if (next === this.monitoringOn) return;
    this.monitoringOn = next;
    if (next) {
      for (const entry of this.entries.values()) entry.lastStoredAt = Number.NEGATIVE_INFINITY;
      this.timer = setInterval(() => this.simulateTick(), this.intervalMs);
    } else if (this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
    this.emit({ type: 'monitoring', on: next });
  }

  private emit(event: DeviceManagerEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private async subscribeHeartRate(
    server: GattServer,
    onMeasurement: (event: Event) => void,
  ): Promise<GattCharacteristic | null> {
    let characteristic: GattCharacteristic | null = null;
    try {
      const service = await server.getPrimaryService('heart_rate');
      characteristic = await service.getCharacteristic('heart_rate_measurement');
      characteristic.addEventListener('characteristicvaluechanged', onMeasurement);
      await characteristic.startNotifications();
      return characteristic;
    } catch {
      // No heart-rate service (or it refused notifications): the device gets simulated readings.
      characteristic?.removeEventListener('characteristicvaluechanged', onMeasurement);
      return null;
    }
  }

  private async readBattery(
    server: GattServer,
    onBattery: (event: Event) => void,
  ): Promise<{ characteristic: GattCharacteristic; level: number | null } | null> {
    try {
      const service = await server.getPrimaryService('battery_service');
      const characteristic = await service.getCharacteristic('battery_level');
      const value = await characteristic.readValue();
      const level = value.byteLength > 0 ? Math.min(100, value.getUint8(0)) : null;
      // Many devices also notify battery changes; the ones that do not are read once.
      characteristic.addEventListener('characteristicvaluechanged', onBattery);
      await characteristic.startNotifications().catch(() => undefined);
      return { characteristic, level };
    } catch {
      return null;
    }
  }

  private setBattery(entry: Entry, level: number): void {
    const next = Math.min(100, level);
    if (entry.device.batteryLevel === next) return;
    entry.device.batteryLevel = next;
    this.emit({ type: 'devices' });
  }

  private addCapabilities(entry: Entry, added: DeviceCapability[]): void {
    const missing = added.filter((c) => !entry.device.capabilities.includes(c));
    if (missing.length === 0) return;
    entry.device.capabilities = [...entry.device.capabilities, ...missing];
    this.emit({ type: 'devices' });
  }

  private onMeasurement(entry: Entry, event: Event): void {
    const value = (event.target as GattCharacteristic | null)?.value;
    if (!value) return;
    let measurement;
    try {
      measurement = parseHeartRateMeasurement(value);
    } catch {
      return; // A truncated notification: wait for the next one.
    }
    if (measurement.sensorContact !== entry.device.sensorContact) {
      entry.device.sensorContact = measurement.sensorContact;
      this.emit({ type: 'devices' });
    }
    if (measurement.rrIntervalsMs.length > 0) {
      entry.rr.add(measurement.rrIntervalsMs);
      this.addCapabilities(entry, ['hrv', 'stress']);
    }
    if (measurement.energyExpendedKj !== null) this.addCapabilities(entry, ['activity']);

    if (!this.monitoringOn) return;
    // A strap off the skin still notifies, with a meaningless value.
    if (measurement.sensorContact === 'no_contact') return;
    const { heartRate } = measurement;
    if (heartRate < HEART_RATE_MIN || heartRate > HEART_RATE_MAX) return;

    const hrv = entry.rr.hrv();
    const stressLevel = hrv === null ? null : stressFromHrv(hrv);
    const state = hrv === null || stressLevel === null ? null : wellnessState(hrv, stressLevel);
    const now = this.now();
    const persist = now - entry.lastStoredAt >= this.intervalMs;
    if (persist) entry.lastStoredAt = now;
    this.emit({
      type: 'reading',
      reading: {
        deviceId: entry.device.deviceId,
        deviceName: entry.device.deviceName,
        deviceType: entry.device.deviceType,
        heartRate,
        heartRateVariability: hrv,
        stressLevel,
        meditationState: state?.meditationState ?? null,
        emotionalState: state?.emotionalState ?? null,
        activityLevel: activityFromHeartRate(heartRate),
        recordedAt: new Date(now).toISOString(),
        source: 'bluetooth',
        persist,
      },
    });
  }

  private simulateTick(): void {
    if (!this.monitoringOn) return;
    for (const entry of this.entries.values()) {
      if (entry.device.link !== 'simulated') continue;
      const values = entry.signal.next();
      this.emit({
        type: 'reading',
        reading: {
          deviceId: entry.device.deviceId,
          deviceName: entry.device.deviceName,
          deviceType: entry.device.deviceType,
          ...values,
          activityLevel: activityFromHeartRate(values.heartRate),
          recordedAt: new Date(this.now()).toISOString(),
          source: 'simulated',
          persist: true,
        },
      });
    }
  }

  private onGone(entry: Entry): void {
    if (this.entries.get(entry.device.deviceId) !== entry) return;
    entry.removeListeners();
    this.entries.delete(entry.device.deviceId);
    this.setMonitoring(false);
    this.emit({ type: 'lost', device: { ...entry.device } });
    this.emit({ type: 'devices' });
  }
}
