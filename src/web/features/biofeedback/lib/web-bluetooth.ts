/*
 * The part of the Web Bluetooth API we use (TypeScript's DOM library does not describe it yet).
 * https://webbluetoothcg.github.io/web-bluetooth/
 */

export interface GattCharacteristic extends EventTarget {
  readonly value?: DataView | null;
  startNotifications(): Promise<unknown>;
  stopNotifications(): Promise<unknown>;
  readValue(): Promise<DataView>;
}

export interface GattService {
  getCharacteristic(characteristic: string | number): Promise<GattCharacteristic>;
}

export interface GattServer {
  readonly connected: boolean;
  connect(): Promise<GattServer>;
  disconnect(): void;
  getPrimaryService(service: string | number): Promise<GattService>;
}

export interface BluetoothDeviceHandle extends EventTarget {
  readonly id: string;
  readonly name?: string | null;
  readonly gatt?: GattServer | null;
}

export type RequestDeviceFilter = { services: string[] } | { namePrefix: string };

export interface RequestDeviceOptions {
  filters: RequestDeviceFilter[];
  optionalServices?: string[];
}

export interface BluetoothApi {
  requestDevice(options: RequestDeviceOptions): Promise<BluetoothDeviceHandle>;
}

/** Name prefixes of wearables we look for beside the standard services (SPEC §9). */
export const DEVICE_NAME_PREFIXES = ['Fitbit', 'Apple Watch', 'Garmin', 'Polar', 'Suunto'];

/**
 * What the browser's chooser offers (SPEC §9 "Device discovery filters"): anything with the
 * heart-rate or fitness-machine service, or a name starting with a known wearable brand.
 * Services outside the filters are only reachable when listed in optionalServices, so a watch
 * matched by its name needs heart_rate there too; battery_service is read when present.
 */
export const REQUEST_DEVICE_OPTIONS: RequestDeviceOptions = {
  filters: [
    { services: ['heart_rate'] },
    { services: ['fitness_machine'] },
    ...DEVICE_NAME_PREFIXES.map((namePrefix) => ({ namePrefix })),
  ],
  optionalServices: ['battery_service', 'heart_rate'],
};

/** The browser's Web Bluetooth, or null where it has none (Firefox, Safari, insecure pages). */
export function getBluetooth(): BluetoothApi | null {
  if (typeof navigator === 'undefined') return null;
  const bluetooth = (navigator as Navigator & { bluetooth?: BluetoothApi }).bluetooth;
  return bluetooth && typeof bluetooth.requestDevice === 'function' ? bluetooth : null;
}
