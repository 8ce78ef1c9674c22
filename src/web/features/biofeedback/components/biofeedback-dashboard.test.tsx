import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BiofeedbackSummary } from '../../../../contracts/biofeedback.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { FakeBluetooth, FakeCharacteristic, FakeDevice } from '../test/fake-web-bluetooth.ts';
import type { BluetoothApi } from '../lib/web-bluetooth.ts';
import { BiofeedbackDashboard } from './biofeedback-dashboard.tsx';

const emptySummary: BiofeedbackSummary = {
  days: 7,
  since: '2026-11-15T00:00:00.000Z',
  readings: 0,
  averageHeartRate: null,
  averageHeartRateVariability: null,
  averageStress: null,
  meditationSessions: 0,
  daily: [],
};

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
}

/** A small in-memory biofeedback API behind a stubbed fetch. */
function installFakeApi() {
  const calls: Call[] = [];
  const readings: Record<string, unknown>[] = [];
  const api = {
    calls,
    readings,
    deleteStatus: 200,
    summary: (): BiofeedbackSummary =>
      readings.length === 0
        ? emptySummary
        : {
            ...emptySummary,
            readings: readings.length,
            averageHeartRate:
              readings.reduce((sum, r) => sum + Number(r.heartRate), 0) / readings.length,
            averageStress: 40,
            meditationSessions: 1,
          },
  };
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ method, url, body });
    const path = url.split('?')[0];
    if (path === '/api/biofeedback/devices' && method === 'GET') {
      return Promise.resolve(Response.json([]));
    }
    if (path === '/api/biofeedback/devices') {
      return Promise.resolve(Response.json({ ...body, createdAt: 'x', updatedAt: 'x' }));
    }
    if (path === '/api/biofeedback/data' && method === 'POST') {
      readings.push(body ?? {});
      return Promise.resolve(
        Response.json({ id: String(readings.length), ...body }, { status: 201 }),
      );
    }
    if (path === '/api/biofeedback/data' && method === 'DELETE') {
      if (api.deleteStatus !== 200) {
        return Promise.resolve(
          Response.json({ message: 'Database unavailable', code: 'internal' }, { status: 500 }),
        );
      }
      const deleted = readings.splice(0);
      return Promise.resolve(Response.json({ deletedReadings: deleted.length, deletedDevices: 1 }));
    }
    if (path === '/api/biofeedback/data') {
      return Promise.resolve(Response.json({ items: [], nextCursor: null }));
    }
    if (path === '/api/biofeedback/summary') return Promise.resolve(Response.json(api.summary()));
    return Promise.resolve(
      Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return api;
}

function installBluetooth(bluetooth: BluetoothApi | undefined) {
  Object.defineProperty(navigator, 'bluetooth', { value: bluetooth, configurable: true });
}

describe('BiofeedbackDashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    resetToasts();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'bluetooth');
  });

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithApp(<BiofeedbackDashboard />);
    return user;
  };

  test('a device with no heart-rate link: connect, monitor with simulated readings saved every 5 s, then disconnect', async () => {
    const api = installFakeApi();
    installBluetooth(new FakeBluetooth(new FakeDevice({ name: 'Garmin Venu 3', battery: 55 })));
    const user = setup();

    const monitoringSwitch = screen.getByRole('switch', { name: 'Real-time Monitoring' });
    expect(monitoringSwitch).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Connect Device' }));

    const list = await screen.findByRole('list', { name: 'Connected devices' });
    const device = within(list).getByTestId('connected-device');
    expect(device.textContent).toContain('Garmin Venu 3');
    expect(device.textContent).toContain('Fitness tracker');
    expect(device.textContent).toContain('Battery 55%');
    expect(
      within(device)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Heart rate', 'HRV', 'Stress']);
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        url: '/api/biofeedback/devices',
        body: {
          deviceId: 'fake-device-1',
          deviceName: 'Garmin Venu 3',
          deviceType: 'fitness_tracker',
          isConnected: true,
          capabilities: ['heart_rate', 'hrv', 'stress'],
          batteryLevel: 55,
        },
      }),
    );

    await user.click(monitoringSwitch);
    expect(monitoringSwitch.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Waiting for the first reading…')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    const bpm = Number((await screen.findByTestId('live-bpm')).textContent);
    expect(bpm).toBeGreaterThanOrEqual(60);
    expect(bpm).toBeLessThanOrEqual(80);
    expect(screen.getByRole('meter', { name: 'Stress level' })).toBeTruthy();
    expect(screen.getByTestId('meditation-state').textContent).toMatch(
      /^(Deep Meditation|Focused|Beginning|Active)$/,
    );
    await waitFor(() => expect(api.readings).toHaveLength(1));
    expect(api.readings[0]).toMatchObject({
      deviceId: 'fake-device-1',
      deviceName: 'Garmin Venu 3',
      deviceType: 'fitness_tracker',
      heartRate: bpm,
      recordedAt: expect.stringMatching(/Z$/),
    });
    // The trends are read again and show the saved reading.
    expect(await screen.findByTestId('average-heart-rate')).toBeTruthy();
    expect(screen.getByTestId('average-heart-rate').textContent).toBe(`${bpm} BPM`);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(api.readings).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Disconnect Garmin Venu 3' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Connected devices' })).toBeNull(),
    );
    expect(monitoringSwitch.getAttribute('aria-checked')).toBe('false');
    expect(monitoringSwitch).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: '/api/biofeedback/devices',
          body: expect.objectContaining({ deviceId: 'fake-device-1', isConnected: false }),
        }),
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(api.readings).toHaveLength(2);
  });

  test('a heart-rate strap: live BPM from its notifications while monitoring', async () => {
    const api = installFakeApi();
    const heartRate = new FakeCharacteristic();
    installBluetooth(new FakeBluetooth(new FakeDevice({ name: 'Polar H10 7E3A', heartRate })));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Connect Device' }));
    await screen.findByRole('list', { name: 'Connected devices' });
    await user.click(screen.getByRole('switch', { name: 'Real-time Monitoring' }));
    act(() => heartRate.notify(0x16, 62, 0x00, 0x04));
    expect((await screen.findByTestId('live-bpm')).textContent).toBe('62');
    expect(screen.getByTestId('live-hrv').textContent).toBe('—');
    await waitFor(() => expect(api.readings).toMatchObject([{ heartRate: 62 }]));
  });

  test('without Web Bluetooth, Connect Device shows the spec’s alert in an alert dialog', async () => {
    installFakeApi();
    installBluetooth(undefined);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Connect Device' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(
      'Web Bluetooth is not supported in this browser. Please use Chrome, Edge, or Opera.',
    );
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Device' }));
  });

  test('a failed connection shows the pairing-mode alert', async () => {
    installFakeApi();
    installBluetooth(new FakeBluetooth(new FakeDevice({ connectFails: true })));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Connect Device' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Failed to connect to device. Please make sure your device is in pairing mode.',
    );
    expect(
      screen
        .getByRole('button', { name: 'Connect Device', hidden: true })
        .getAttribute('aria-disabled'),
    ).toBe('false');
  });

  test('delete my data asks first, disconnects, deletes and says so', async () => {
    const api = installFakeApi();
    installBluetooth(new FakeBluetooth(new FakeDevice({ name: 'Garmin Venu 3' })));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Connect Device' }));
    await screen.findByRole('list', { name: 'Connected devices' });

    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete all biofeedback data?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Connected devices' })).toBeNull();
    expect(await screen.findByText('Biofeedback data deleted')).toBeTruthy();
    // Disconnecting for the deletion does not save the device again afterwards.
    const afterDelete = api.calls.slice(api.calls.findIndex((c) => c.method === 'DELETE'));
    expect(afterDelete.some((c) => c.method === 'POST')).toBe(false);
  });
});
