import type {
  BluetoothApi,
  BluetoothDeviceHandle,
  GattCharacteristic,
  GattServer,
  GattService,
  RequestDeviceOptions,
} from '../lib/web-bluetooth.ts';

/** A characteristic that notifies whatever bytes a test gives it. */
export class FakeCharacteristic extends EventTarget implements GattCharacteristic {
  value: DataView | null = null;
  notifying = false;
  stopCalls = 0;

  constructor(private readonly readBytes: number[] = []) {
    super();
  }

  startNotifications() {
    this.notifying = true;
    return Promise.resolve(this);
  }

  stopNotifications() {
    this.notifying = false;
    this.stopCalls++;
    return Promise.resolve(this);
  }

  readValue() {
    return Promise.resolve(new DataView(new Uint8Array(this.readBytes).buffer));
  }

  notify(...bytes: number[]) {
    this.value = new DataView(new Uint8Array(bytes).buffer);
    this.dispatchEvent(new Event('characteristicvaluechanged'));
  }
}

export interface FakeDeviceOptions {
  id?: string;
  name?: string;
  /** Omit to give the device no heart-rate service. */
  heartRate?: FakeCharacteristic;
  /** The battery level byte; omit for no battery service. */
  battery?: number;
  connectFails?: boolean;
}

export class FakeDevice extends EventTarget implements BluetoothDeviceHandle {
  readonly id: string;
  readonly name: string;
  readonly gatt: GattServer;
  readonly batteryCharacteristic: FakeCharacteristic | null;
  disconnectCalls = 0;

  constructor(options: FakeDeviceOptions = {}) {
    super();
    this.id = options.id ?? 'fake-device-1';
    this.name = options.name ?? 'Polar H10 7E3A';
    this.batteryCharacteristic =
      options.battery === undefined ? null : new FakeCharacteristic([options.battery]);
    const services: Record<string, Record<string, GattCharacteristic>> = {};
    if (options.heartRate) services.heart_rate = { heart_rate_measurement: options.heartRate };
    if (this.batteryCharacteristic) {
      services.battery_service = { battery_level: this.batteryCharacteristic };
    }
    const notFound = (what: string) =>
      Object.assign(new Error(`No ${what} found`), { name: 'NotFoundError' });
    const countDisconnect = () => this.disconnectCalls++;
    const server: GattServer = {
      connected: false,
      connect() {
        if (options.connectFails) return Promise.reject(new Error('GATT Server is disconnected'));
        return Promise.resolve(server);
      },
      disconnect() {
        countDisconnect();
      },
      getPrimaryService(name) {
        const characteristics = services[String(name)];
        if (!characteristics) return Promise.reject(notFound(`service ${String(name)}`));
        const service: GattService = {
          getCharacteristic(characteristic) {
            const found = characteristics[String(characteristic)];
            return found
              ? Promise.resolve(found)
              : Promise.reject(notFound(`characteristic ${String(characteristic)}`));
          },
        };
        return Promise.resolve(service);
      },
    };
    this.gatt = server;
  }

  /** The device went out of range. */
  lose() {
    this.dispatchEvent(new Event('gattserverdisconnected'));
  }
}

/** navigator.bluetooth that hands out the given device (or fails as a browser would). */
export class FakeBluetooth implements BluetoothApi {
  requests: RequestDeviceOptions[] = [];

  constructor(public next: FakeDevice | 'cancel' | Error) {}

  requestDevice(options: RequestDeviceOptions): Promise<BluetoothDeviceHandle> {
    this.requests.push(options);
    if (this.next === 'cancel') {
      return Promise.reject(
        Object.assign(new Error('User cancelled the requestDevice() chooser.'), {
          name: 'NotFoundError',
        }),
      );
    }
    if (this.next instanceof Error) return Promise.reject(this.next);
    return Promise.resolve(this.next);
  }
}
