import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FakeBluetooth, FakeCharacteristic, FakeDevice } from '../test/fake-web-bluetooth.ts';
import {
  BLUETOOTH_UNSUPPORTED_MESSAGE,
  CONNECT_FAILED_MESSAGE,
  DeviceManager,
  inferDeviceType,
  type DeviceManagerEvent,
  type LiveReading,
} from './device-manager.ts';

function record(manager: DeviceManager) {
  const events: DeviceManagerEvent[] = [];
  manager.subscribe((event) => events.push(event));
  const readings = () =>
    events.flatMap((e): LiveReading[] => (e.type === 'reading' ? [e.reading] : []));
  return { events, readings };
}

describe('DeviceManager', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = Date.parse('2026-11-21T10:00:00.000Z');
  });
  afterEach(() => vi.useRealTimers());
  const now = () => clock;

  test('scans with the spec’s filters and battery as an optional service', async () => {
    const bluetooth = new FakeBluetooth('cancel');
    await new DeviceManager({ bluetooth }).connect();
    expect(bluetooth.requests).toEqual([
      {
        filters: [
          { services: ['heart_rate'] },
          { services: ['fitness_machine'] },
          { namePrefix: 'Fitbit' },
          { namePrefix: 'Apple Watch' },
          { namePrefix: 'Garmin' },
          { namePrefix: 'Polar' },
          { namePrefix: 'Suunto' },
        ],
        optionalServices: ['battery_service', 'heart_rate'],
      },
    ]);
  });

  test('a heart-rate strap connects with its battery level and subscribes to measurements', async () => {
    const heartRate = new FakeCharacteristic();
    const device = new FakeDevice({ heartRate, battery: 87 });
    const manager = new DeviceManager({ bluetooth: new FakeBluetooth(device), now });
    const connected = await manager.connect();
    expect(connected).toEqual({
      deviceId: 'fake-device-1',
      deviceName: 'Polar H10 7E3A',
      deviceType: 'heart_rate_monitor',
      capabilities: ['heart_rate'],
      batteryLevel: 87,
      link: 'bluetooth',
      sensorContact: 'not_supported',
    });
    expect(heartRate.notifying).toBe(true);
    expect(manager.getDevices()).toEqual([connected]);

    // The battery notifies a new level.
    device.batteryCharacteristic?.notify(86);
    expect(manager.getDevices()[0]?.batteryLevel).toBe(86);
  });

  test('measurements become readings only while monitoring is on; one per 5 s is marked to store', async () => {
    const heartRate = new FakeCharacteristic();
    const manager = new DeviceManager({
      bluetooth: new FakeBluetooth(new FakeDevice({ heartRate })),
      now,
    });
    const { readings } = record(manager);
    await manager.connect();

    heartRate.notify(0x16, 64, 0x00, 0x04);
    expect(readings()).toEqual([]);

    manager.setMonitoring(true);
    expect(manager.monitoring).toBe(true);
    heartRate.notify(0x16, 64, 0x00, 0x04);
    clock += 1000;
    heartRate.notify(0x16, 65, 0x00, 0x04);
    clock += 4000;
    heartRate.notify(0x16, 66, 0x00, 0x04);
    expect(readings().map((r) => [r.heartRate, r.persist])).toEqual([
      [64, true],
      [65, false],
      [66, true],
    ]);
    expect(readings()[0]).toMatchObject({
      deviceId: 'fake-device-1',
      deviceType: 'heart_rate_monitor',
      source: 'bluetooth',
      activityLevel: 'resting',
      recordedAt: '2026-11-21T10:00:00.000Z',
    });
  });

  test('HRV comes from the RR intervals, and stress and states from the HRV', async () => {
    const heartRate = new FakeCharacteristic();
    const manager = new DeviceManager({
      bluetooth: new FakeBluetooth(new FakeDevice({ heartRate })),
      now,
    });
    const { readings } = record(manager);
    await manager.connect();
    manager.setMonitoring(true);
    // RR intervals alternating 1000 and 1060 ms (1024 and 1085 in 1/1024 s): RMSSD about 59.6 ms.
    const rr = [1024, 1085, 1024, 1085, 1024, 1085];
    for (const value of rr) heartRate.notify(0x16, 58, value & 0xff, value >> 8);
    const last = readings().at(-1);
    expect(readings()[0]?.heartRateVariability).toBeNull();
    expect(last?.heartRateVariability).toBeCloseTo(59.6, 1);
    expect(last?.stressLevel).toBe(21);
    expect(last).toMatchObject({ meditationState: 'deep', emotionalState: 'peaceful' });
    expect(manager.getDevices()[0]?.capabilities).toEqual(['heart_rate', 'hrv', 'stress']);
  });

  test('no reading while the strap reports it is off the skin', async () => {
    const heartRate = new FakeCharacteristic();
    const manager = new DeviceManager({
      bluetooth: new FakeBluetooth(new FakeDevice({ heartRate })),
      now,
    });
    const { readings } = record(manager);
    await manager.connect();
    manager.setMonitoring(true);
    heartRate.notify(0x04, 0);
    expect(readings()).toEqual([]);
    expect(manager.getDevices()[0]?.sensorContact).toBe('no_contact');
    heartRate.notify(0x06, 70);
    expect(readings()).toHaveLength(1);
  });

  test('a device with no heart-rate service gets simulated readings every 5 s while monitoring', async () => {
    const manager = new DeviceManager({
      bluetooth: new FakeBluetooth(new FakeDevice({ name: 'Garmin Venu', battery: 40 })),
      now,
    });
    const { readings } = record(manager);
    const device = await manager.connect();
    expect(device).toMatchObject({
      link: 'simulated',
      deviceType: 'fitness_tracker',
      capabilities: ['heart_rate', 'hrv', 'stress'],
      batteryLevel: 40,
    });

    vi.advanceTimersByTime(10_000);
    expect(readings()).toEqual([]);
    manager.setMonitoring(true);
    vi.advanceTimersByTime(4999);
    expect(readings()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(readings()).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(readings()).toHaveLength(3);
    for (const reading of readings()) {
      expect(reading).toMatchObject({
        source: 'simulated',
        persist: true,
        deviceName: 'Garmin Venu',
      });
      expect(reading.heartRate).toBeGreaterThanOrEqual(60);
      expect(reading.heartRate).toBeLessThanOrEqual(80);
    }
    manager.setMonitoring(false);
    vi.advanceTimersByTime(20_000);
    expect(readings()).toHaveLength(3);
  });

  test('disconnect releases the device, stops notifications and turns monitoring off', async () => {
    const heartRate = new FakeCharacteristic();
    const device = new FakeDevice({ heartRate });
    const manager = new DeviceManager({ bluetooth: new FakeBluetooth(device), now });
    const { events } = record(manager);
    await manager.connect();
    manager.setMonitoring(true);
    await manager.disconnect(device.id);
    expect(manager.getDevices()).toEqual([]);
    expect(manager.monitoring).toBe(false);
    expect(heartRate.stopCalls).toBe(1);
    expect(device.disconnectCalls).toBe(1);
    expect(events).toContainEqual({ type: 'monitoring', on: false });
    expect(events.some((e) => e.type === 'lost')).toBe(false);
    // Monitoring cannot be turned on with nothing connected.
    manager.setMonitoring(true);
    expect(manager.monitoring).toBe(false);
  });

  test('a device that goes out of range is reported lost and monitoring turns off', async () => {
    const device = new FakeDevice({ heartRate: new FakeCharacteristic() });
    const manager = new DeviceManager({ bluetooth: new FakeBluetooth(device), now });
    const { events } = record(manager);
    await manager.connect();
    manager.setMonitoring(true);
    device.lose();
    expect(manager.getDevices()).toEqual([]);
    expect(manager.monitoring).toBe(false);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'lost',
        device: expect.objectContaining({ deviceId: device.id }),
      }),
    );
  });

  test('without Web Bluetooth, connecting fails with the spec’s message', async () => {
    const manager = new DeviceManager({ bluetooth: null });
    expect(manager.supported).toBe(false);
    await expect(manager.connect()).rejects.toThrow(BLUETOOTH_UNSUPPORTED_MESSAGE);
  });

  test('closing the chooser is no error; a failed GATT connection is', async () => {
    expect(
      await new DeviceManager({ bluetooth: new FakeBluetooth('cancel') }).connect(),
    ).toBeNull();
    const failing = new FakeDevice({ connectFails: true });
    await expect(
      new DeviceManager({ bluetooth: new FakeBluetooth(failing) }).connect(),
    ).rejects.toThrow(CONNECT_FAILED_MESSAGE);
    await expect(
      new DeviceManager({
        bluetooth: new FakeBluetooth(new Error('Bluetooth adapter not available.')),
      }).connect(),
    ).rejects.toThrow(CONNECT_FAILED_MESSAGE);
  });

  test('device types from names and services', () => {
    expect(inferDeviceType('Apple Watch', false)).toBe('smartwatch');
    expect(inferDeviceType('Fitbit Charge 6', true)).toBe('fitness_tracker');
    expect(inferDeviceType('Polar H10', false)).toBe('heart_rate_monitor');
    expect(inferDeviceType('HRM-Pro', true)).toBe('heart_rate_monitor');
    expect(inferDeviceType('Treadmill', false)).toBe('unknown');
  });
});
