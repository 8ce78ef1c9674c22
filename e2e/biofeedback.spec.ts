import { expect, test } from '@playwright/test';
import type {
  BiofeedbackDevice,
  BiofeedbackSummary,
  ReadingsPage,
} from '../src/contracts/biofeedback.ts';
import { BiofeedbackPage, installFakeBluetooth, signUp } from './pages/biofeedback-page.ts';

// Web Bluetooth is replaced at the browser API boundary only (navigator.bluetooth); the page,
// the server and its database are the real ones.

test.describe('biofeedback', () => {
  test('a heart-rate strap: connect, monitor, see live biometrics and trends from saved readings, disconnect', async ({
    page,
  }) => {
    // 66 bpm; RR intervals alternating 1000 and 1060 ms give an RMSSD near 60 ms, so stress 21 %.
    await installFakeBluetooth(page, {
      id: 'strap-1',
      name: 'Polar H10 E2E',
      heartRate: 66,
      rrIntervals: [1024, 1085],
      battery: 87,
    });
    await signUp(page);
    const bio = new BiofeedbackPage(page);
    await bio.goto();
    await expect(page.getByTestId('bluetooth-warning')).toHaveCount(0);
    await expect(bio.monitoring).toBeDisabled();

    await bio.connectButton.click();
    const strap = bio.device('Polar H10 E2E');
    await expect(strap).toContainText('Heart rate monitor');
    await expect(strap).toContainText('Battery 87%');
    // RR intervals in the notifications add HRV and stress to its capabilities.
    await expect(strap.getByRole('list', { name: 'Capabilities' })).toContainText('HRV');
    expect(
      await page.evaluate(
        () => (window as unknown as { __bluetoothRequests: unknown[] }).__bluetoothRequests,
      ),
    ).toEqual([
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

    await expect(bio.live).toContainText('Connect a device and turn on Real-time Monitoring');
    await bio.monitoring.click();
    const monitoringSince = Date.now();
    await expect(bio.monitoring).toBeChecked();
    await expect(bio.liveValue('live-bpm')).toHaveText('66');
    await expect(bio.liveValue('live-hrv')).toHaveText('60');
    await expect(bio.liveValue('live-stress')).toHaveText('21');
    await expect(bio.live.getByRole('meter', { name: 'Stress level' })).toHaveAttribute(
      'aria-valuenow',
      '21',
    );
    await expect(bio.live.getByTestId('meditation-state')).toHaveText('Deep Meditation');
    await expect(bio.live.getByTestId('emotional-state')).toHaveText('Peaceful');
    await expect(bio.live.getByTestId('emotional-state')).toHaveAttribute('data-colour', 'blue');

    // The trends come from the readings the server stored.
    await expect(bio.trends.getByTestId('average-heart-rate')).toHaveText('66 BPM');
    await expect(bio.trends.getByTestId('meditation-sessions')).not.toHaveText('0');
    const stored = (await (
      await page.request.get('/api/biofeedback/data?limit=50')
    ).json()) as ReadingsPage;
    expect(stored.items.length).toBeGreaterThan(0);
    expect(stored.items[0]).toMatchObject({
      deviceId: 'strap-1',
      deviceName: 'Polar H10 E2E',
      deviceType: 'heart_rate_monitor',
      heartRate: 66,
      activityLevel: 'resting',
    });
    // The trends follow as more readings are stored...
    await expect
      .poll(async () => Number(await bio.trends.getByTestId('trend-readings').textContent()), {
        timeout: 12_000,
      })
      .toBeGreaterThan(stored.items.length);
    // ...one per 5 s, not one per notification (the strap notifies every second).
    const summary = (await (
      await page.request.get('/api/biofeedback/summary?days=7')
    ).json()) as BiofeedbackSummary;
    expect(summary.readings).toBeGreaterThan(1);
    expect(summary.readings).toBeLessThanOrEqual(
      Math.floor((Date.now() - monitoringSince) / 5000) + 1,
    );

    await bio.disconnectButton('Polar H10 E2E').click();
    await expect(bio.devices).toHaveCount(0);
    await expect(bio.monitoring).not.toBeChecked();
    await expect(bio.monitoring).toBeDisabled();
    await expect(bio.live).toContainText('Connect a device and turn on Real-time Monitoring');
    await expect
      .poll(async () => {
        const devices = (await (
          await page.request.get('/api/biofeedback/devices')
        ).json()) as BiofeedbackDevice[];
        return devices.map((d) => [d.deviceId, d.isConnected, d.batteryLevel]);
      })
      .toEqual([['strap-1', false, 87]]);
  });

  test('a watch with no heart-rate link streams simulated readings every 5 s', async ({ page }) => {
    await installFakeBluetooth(page, { id: 'watch-1', name: 'Garmin Venu E2E', battery: 40 });
    await page.clock.install();
    await signUp(page);
    const bio = new BiofeedbackPage(page);
    await bio.goto();

    await bio.connectButton.click();
    const watch = bio.device('Garmin Venu E2E');
    await expect(watch).toContainText('Fitness tracker');
    await expect(watch).toContainText('Battery 40%');
    await expect(watch).toContainText('Simulated readings');
    await bio.monitoring.click();
    await expect(bio.live).toContainText('Waiting for the first reading');

    await page.clock.fastForward(5000);
    await expect(bio.liveValue('live-bpm')).toHaveText(/^(6\d|7\d|80)$/);
    await expect(bio.live.getByTestId('meditation-state')).toHaveText(
      /^(Deep Meditation|Focused|Beginning|Active)$/,
    );
    await expect(bio.trends.getByTestId('trend-readings')).toHaveText('1');

    await page.clock.fastForward(5000);
    await expect(bio.trends.getByTestId('trend-readings')).toHaveText('2');
    const stored = (await (await page.request.get('/api/biofeedback/data')).json()) as ReadingsPage;
    expect(stored.items).toHaveLength(2);
    for (const reading of stored.items) {
      expect(reading.heartRate).toBeGreaterThanOrEqual(60);
      expect(reading.heartRate).toBeLessThanOrEqual(80);
      expect(reading.heartRateVariability).toBeGreaterThanOrEqual(20);
      expect(reading.heartRateVariability).toBeLessThanOrEqual(70);
    }

    // Export downloads it all; delete removes it all after a confirmation.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^biofeedback-\d{4}-\d{2}-\d{2}\.json$/);

    await page.getByRole('button', { name: 'Delete my data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete all biofeedback data?' });
    await confirm.getByRole('button', { name: 'Delete my data' }).click();
    await expect(confirm).toBeHidden();
    await expect(bio.devices).toHaveCount(0);
    await expect(bio.trends).toContainText('No readings in the past 7 days yet');
    const after = (await (await page.request.get('/api/biofeedback/data')).json()) as ReadingsPage;
    expect(after.items).toEqual([]);
  });

  test('simulated readings change the way a body does: smooth stress that goes with the heart rate', async ({
    page,
  }) => {
    await installFakeBluetooth(page, { id: 'watch-2', name: 'Garmin Calm E2E' });
    await page.clock.install();
    await signUp(page);
    const bio = new BiofeedbackPage(page);
    await bio.goto();
    await bio.connectButton.click();
    await expect(bio.device('Garmin Calm E2E')).toContainText('Simulated readings');
    await bio.monitoring.click();

    // Two minutes of readings, one every 5 s, as the live card shows them.
    const shown: { bpm: number; stress: number }[] = [];
    for (let i = 1; i <= 24; i++) {
      await page.clock.fastForward(5000);
      await expect(bio.trends.getByTestId('trend-readings')).toHaveText(String(i));
      shown.push({
        bpm: Number(await bio.liveValue('live-bpm').textContent()),
        stress: Number(await bio.liveValue('live-stress').textContent()),
      });
    }
    const stored = (await (await page.request.get('/api/biofeedback/data')).json()) as ReadingsPage;
    expect(stored.items).toHaveLength(24);
    const readings = [...stored.items].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
    expect(readings.at(-1)).toMatchObject({
      heartRate: shown.at(-1)?.bpm,
      stressLevel: shown.at(-1)?.stress,
    });
    for (let i = 1; i < readings.length; i++) {
      const step = Math.abs((readings[i]?.stressLevel ?? 0) - (readings[i - 1]?.stressLevel ?? 0));
      expect(step, `stress step between readings ${i} and ${i + 1}`).toBeLessThanOrEqual(9);
    }
    for (const reading of readings) {
      // A resting heart rate with a high stress score is not a body.
      if (reading.heartRate <= 62) expect(reading.stressLevel).toBeLessThan(30);
    }
  });

  test('without Web Bluetooth: the warning, and the spec’s alert on Connect Device', async ({
    page,
  }) => {
    await installFakeBluetooth(page, null);
    await signUp(page);
    const bio = new BiofeedbackPage(page);
    await bio.goto();
    await expect(page.getByTestId('bluetooth-warning')).toContainText(
      'Web Bluetooth is not supported in this browser. Please use Chrome, Edge, or Opera.',
    );
    await bio.connectButton.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(
      'Web Bluetooth is not supported in this browser. Please use Chrome, Edge, or Opera.',
    );
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    await expect(bio.connectButton).toBeFocused();
  });

  test('signed out, the page asks to sign in', async ({ page }) => {
    const bio = new BiofeedbackPage(page);
    await bio.goto();
    await expect(
      page.getByText('Please sign in to access biofeedback features and save your wellness data.'),
    ).toBeVisible();
    await expect(bio.connectButton).toHaveCount(0);
    expect((await page.request.get('/api/biofeedback/data')).status()).toBe(401);
  });
});

test.describe('biofeedback on mobile @mobile', () => {
  test('the device panel and live card fit a phone screen', async ({ page }) => {
    await installFakeBluetooth(page, { id: 'watch-2', name: 'Garmin Venu Mobile', battery: 70 });
    await page.clock.install();
    await signUp(page);
    const bio = new BiofeedbackPage(page);
    await bio.goto();
    await bio.connectButton.click();
    await expect(bio.device('Garmin Venu Mobile')).toBeVisible();
    await bio.monitoring.click();
    await page.clock.fastForward(5000);
    await expect(bio.liveValue('live-bpm')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
