import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';

export interface FakeWearable {
  id: string;
  name: string;
  /** Heart rate the strap notifies every second; omit for a device with no heart-rate service. */
  heartRate?: number;
  /** RR intervals it cycles through, in 1/1024 s. */
  rrIntervals?: number[];
  battery?: number;
}

/**
 * Replace Web Bluetooth, and only it, with a fake wearable before the page loads: requestDevice
 * hands out a device whose GATT server has the standard heart-rate and battery services, and the
 * heart-rate characteristic notifies Heart Rate Measurement values (flags 0x16: 8-bit rate,
 * contact detected, one RR interval) once a second while notifications are on.
 */
export async function installFakeBluetooth(page: Page, wearable: FakeWearable | null) {
  await page.addInitScript((device: FakeWearable | null) => {
    const w = window as unknown as { __bluetoothRequests: unknown[] };
    w.__bluetoothRequests = [];
    if (!device) {
      Object.defineProperty(Navigator.prototype, 'bluetooth', {
        configurable: true,
        get: () => undefined,
      });
      return;
    }
    const notFound = (what: string) =>
      Promise.reject(new DOMException(`No ${what} matching UUID found.`, 'NotFoundError'));

    class Characteristic extends EventTarget {
      value: DataView | null = null;
      private timer: ReturnType<typeof setInterval> | null = null;
      constructor(
        private readonly read: () => number[],
        private readonly notifyEveryMs: number | null,
      ) {
        super();
      }
      readValue() {
        return Promise.resolve(new DataView(new Uint8Array(this.read()).buffer));
      }
      startNotifications() {
        if (this.notifyEveryMs !== null && this.timer === null) {
          this.timer = setInterval(() => {
            this.value = new DataView(new Uint8Array(this.read()).buffer);
            this.dispatchEvent(new Event('characteristicvaluechanged'));
          }, this.notifyEveryMs);
        }
        return Promise.resolve(this);
      }
      stopNotifications() {
        if (this.timer !== null) clearInterval(this.timer);
        this.timer = null;
        return Promise.resolve(this);
      }
    }

    let beat = 0;
    const rr = device.rrIntervals ?? [1024];
    const services: Record<string, Record<string, Characteristic>> = {};
    if (device.heartRate !== undefined) {
      const rate = device.heartRate;
      services.heart_rate = {
        heart_rate_measurement: new Characteristic(() => {
          const interval = rr[beat++ % rr.length] ?? 1024;
          return [0x16, rate, interval & 0xff, interval >> 8];
        }, 1000),
      };
    }
    if (device.battery !== undefined) {
      const level = device.battery;
      services.battery_service = { battery_level: new Characteristic(() => [level], null) };
    }

    const handle = new EventTarget() as EventTarget & {
      id: string;
      name: string;
      gatt: unknown;
    };
    const server = {
      connected: false,
      connect: () => {
        server.connected = true;
        return Promise.resolve(server);
      },
      disconnect: () => {
        server.connected = false;
      },
      getPrimaryService: (name: string) => {
        const characteristics = services[name];
        if (!characteristics) return notFound(`service ${name}`);
        return Promise.resolve({
          getCharacteristic: (id: string) =>
            characteristics[id]
              ? Promise.resolve(characteristics[id])
              : notFound(`characteristic ${id}`),
        });
      },
    };
    Object.assign(handle, { id: device.id, name: device.name, gatt: server });

    Object.defineProperty(Navigator.prototype, 'bluetooth', {
      configurable: true,
      get: () => ({
        requestDevice: (options: unknown) => {
          w.__bluetoothRequests.push(options);
          return Promise.resolve(handle);
        },
      }),
    });
  }, wearable);
}

/** Sign up a fresh account through the API; the session cookie is shared with the page. */
export async function signUp(page: Page) {
  const res = await page.request.post('/api/auth/email-signup', {
    data: {
      email: `wearer.${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Pema',
      lastName: 'Lhamo',
      password: 'correct horse battery',
    },
  });
  expect(res.status()).toBe(201);
}

/** /biofeedback: devices, live biometrics, trends and the data controls. */
export class BiofeedbackPage {
  readonly connectButton: Locator;
  readonly devices: Locator;
  readonly monitoring: Locator;
  readonly live: Locator;
  readonly trends: Locator;

  constructor(readonly page: Page) {
    this.connectButton = page.getByRole('button', { name: 'Connect Device' });
    this.devices = page.getByRole('list', { name: 'Connected devices' });
    this.monitoring = page.getByRole('switch', { name: 'Real-time Monitoring' });
    this.live = page.getByRole('region', { name: 'Live Biometrics' });
    this.trends = page.getByRole('region', { name: 'Recent Wellness Trends' });
  }

  async goto() {
    await this.page.goto('/biofeedback');
    await waitForApp(this.page);
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Biofeedback & Wellness' }),
    ).toBeVisible();
  }

  device(name: string): Locator {
    return this.devices.getByRole('listitem').filter({ hasText: name }).first();
  }

  disconnectButton(name: string): Locator {
    return this.devices.getByRole('button', { name: `Disconnect ${name}` });
  }

  liveValue(testId: 'live-bpm' | 'live-hrv' | 'live-stress'): Locator {
    return this.live.getByTestId(testId);
  }
}
