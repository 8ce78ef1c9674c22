import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { composeDreamText, type DreamFields } from '../../../../contracts/dream-text.ts';
import type { JournalEntry } from '../../../../contracts/journal.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { sentJson } from '../../../test/fake-chat-server.ts';
import { member, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import { journalQueryKey } from '../api/get-journal-entries.ts';
import { JournalWorkspace } from './journal-workspace.tsx';

/** Click into a field and paste: as a person would fill it, far quicker than typing each key. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

function makeEntry(overrides: Partial<JournalEntry> & { id: string }): JournalEntry {
  const fields: DreamFields = {
    dreamType: overrides.dreamType ?? 'ordinary',
    content: overrides.dreamContent ?? 'I walked along a river at dusk.',
    emotions: overrides.emotions ?? 'peace, wonder',
    symbols: overrides.symbols ?? 'river',
    intensity: overrides.intensity ?? 5,
    earthElement: overrides.earthElement ?? '',
    waterElement: overrides.waterElement ?? 'The river was calm',
    fireElement: overrides.fireElement ?? '',
    windElement: overrides.windElement ?? '',
    spaceElement: overrides.spaceElement ?? '',
  };
  const { content: dreamContent, ...structured } = fields;
  return {
    title: `Dream ${overrides.id}`,
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    aiInsights: 'A calm river often speaks of **ease**.\n\n- Rest by water\n- Notice your breath',
    insightsSource: 'analyser',
    ...structured,
    ...overrides,
    // The composed block, as the server stores it (SPEC §3).
    content: composeDreamText(fields),
    dreamContent,
  };
}

const notifications = () => screen.getByRole('region', { name: /Notifications/, hidden: true });

function renderJournal(onDreamSaved = vi.fn()) {
  const queryClient = seededQueryClient({ user: member });
  const view = renderWithApp(<JournalWorkspace onDreamSaved={onDreamSaved} />, {
    path: '/journal',
    queryClient,
  });
  return { ...view, queryClient, onDreamSaved };
}

async function openRecordDream() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Record Dream' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record Dream' });
  return { user, dialog };
}

describe('the journal: states', () => {
  test("shows 'Loading your spiritual journey...' while the journal loads", () => {
    installFakeApi({ 'GET /api/journal': () => new Promise<Response>(() => {}) });
    renderJournal();
    expect(screen.getByRole('status').textContent).toBe('Loading your spiritual journey...');
  });

  test("an empty journal invites 'Record Your First Dream'", async () => {
    installFakeApi({ 'GET /api/journal': () => Response.json([]) });
    renderJournal();
    expect(await screen.findByRole('heading', { name: 'Record Your First Dream' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Begin your journal' }));
    expect(await screen.findByRole('dialog', { name: 'Record Dream' })).toBeTruthy();
  });

  test("entries are listed with a count; 'Select an Entry' until one is chosen", async () => {
    installFakeApi({
      'GET /api/journal': () =>
        Response.json([makeEntry({ id: 'a', title: 'River at dusk' }), makeEntry({ id: 'b' })]),
    });
    renderJournal();
    const heading = await screen.findByRole('heading', { name: 'Journal Entries (2)' });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Select an Entry' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Dream entries' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
  });

  test('a dream with no elemental notes says so once, not five times', async () => {
    installFakeApi({
      'GET /api/journal': () =>
        Response.json([makeEntry({ id: 'a', title: 'Plain dream', waterElement: '' })]),
    });
    renderJournal();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Plain dream/ }));
    const detail = screen.getByRole('article', { name: 'Plain dream' });
    const elements = within(detail).getByRole('region', { name: 'Five elements' });
    expect(within(elements).getByText('No elemental notes for this dream.')).toBeTruthy();
    expect(within(elements).queryByRole('term')).toBeNull();
  });

  test('choosing an entry shows its title, date, reflection and insights', async () => {
    installFakeApi({
      'GET /api/journal': () =>
        Response.json([
          makeEntry({ id: 'a', title: 'River at dusk', emotions: 'peace & wonder' }),
          makeEntry({ id: 'b', title: 'Mountain' }),
        ]),
    });
    renderJournal();
    const user = userEvent.setup();
    const row = await screen.findByRole('button', { name: /River at dusk/ });
    await user.click(row);
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(
      screen.getByRole('button', { name: /Mountain/ }).getAttribute('aria-current'),
    ).toBeNull();

    const detail = screen.getByRole('article', { name: 'River at dusk' });
    expect(within(detail).getByText(/March 5, 2026/)).toBeTruthy();
    // The composed block reads as prose and labelled rows, not raw 'Emotions:' lines.
    expect(within(detail).getByText('I walked along a river at dusk.')).toBeTruthy();
    expect(within(detail).queryByText(/^Emotions:/)).toBeNull();
    const chips = within(detail).getByText('Emotions').nextElementSibling as HTMLElement;
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['peace', 'wonder']);
    expect(within(detail).getByText('The river was calm')).toBeTruthy();
    // Only the element written about has a row; the four empty ones are left out.
    const elements = within(detail).getByRole('region', { name: 'Five elements' });
    expect(
      within(elements)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Water/Kidney']);
    expect(within(elements).queryByText('None noted')).toBeNull();

    const insights = within(detail).getByRole('region', { name: 'AI Insights' });
    expect(within(insights).getByText('ease').tagName).toBe('STRONG');
    expect(
      within(insights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rest by water', 'Notice your breath']);
  });

  test('insights are shown as text: markup in them is never run as HTML', async () => {
    installFakeApi({
      'GET /api/journal': () =>
        Response.json([
          makeEntry({ id: 'a', aiInsights: '<img src=x onerror="alert(1)"> <b>bold</b>' }),
        ]),
    });
    const { container } = renderJournal();
    await userEvent.setup().click(await screen.findByRole('button', { name: /Dream a/ }));
    expect(screen.getByText('<img src=x onerror="alert(1)"> <b>bold</b>')).toBeTruthy();
    expect(container.ownerDocument.querySelector('img, b')).toBeNull();
  });

  test('a failed load offers to try again', async () => {
    const api = installFakeApi({
      'GET /api/journal': () => apiError(500, 'Database unavailable', 'internal'),
    });
    renderJournal();
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    api.on('GET /api/journal', () => Response.json([]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Record Your First Dream')).toBeTruthy();
  });
});

// Many interactions each: room for a busy machine.
describe('the journal: Record Dream', { timeout: 15_000 }, () => {
  test('the form has every field of the spec, intensity 5 by default', async () => {
    installFakeApi({ 'GET /api/journal': () => Response.json([]) });
    renderJournal();
    const { dialog } = await openRecordDream();
    for (const label of [
      'Dream title',
      'Dream description',
      'Emotions',
      'Symbols',
      'Earth/Spleen',
      'Water/Kidney',
      'Fire/Liver',
      'Wind/Lung',
      'Space/Heart-Mind',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    }
    const types = within(dialog).getByRole('group', { name: 'Dream type' });
    expect(within(types).getAllByRole('radio')).toHaveLength(6);
    expect(within(types).getByRole('radio', { name: /Ordinary/ })).toHaveProperty('checked', true);
    const slider = within(dialog).getByRole('slider', { name: 'Intensity' });
    expect(slider.getAttribute('min')).toBe('1');
    expect(slider.getAttribute('max')).toBe('10');
    expect((slider as HTMLInputElement).value).toBe('5');
    expect(slider.getAttribute('aria-valuetext')).toBe('5 out of 10');
    expect(within(dialog).getByText('5/10')).toBeTruthy();
  });

  test("a blank title or description: 'Missing Information', nothing is sent", async () => {
    const api = installFakeApi({ 'GET /api/journal': () => Response.json([]) });
    renderJournal();
    const { user, dialog } = await openRecordDream();
    await user.type(within(dialog).getByLabelText('Dream description'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Dream' }));
    expect(await within(notifications()).findByText('Missing Information')).toBeTruthy();
    expect(
      within(notifications()).getByText('Please fill in both dream title and description.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/journal')).toHaveLength(0);
    const title = within(dialog).getByLabelText('Dream title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
  });

  test("saving sends every field, shows 'Dream Recorded' and selects the new dream", async () => {
    const saved = makeEntry({
      id: 'new',
      title: 'Flying over the sea',
      dreamType: 'lucid',
      intensity: 8,
    });
    const api = installFakeApi({
      'GET /api/journal': () => Response.json([]),
      'POST /api/journal': () => Response.json(saved, { status: 201 }),
    });
    const { queryClient, onDreamSaved } = renderJournal();
    const { user, dialog } = await openRecordDream();
    await fill(user, within(dialog).getByLabelText('Dream title'), '  Flying over the sea ');
    await fill(user, within(dialog).getByLabelText('Dream description'), 'I flew over the sea.');
    await user.click(within(dialog).getByRole('radio', { name: /Lucid/ }));
    await fill(user, within(dialog).getByLabelText('Emotions'), 'joy, freedom');
    await fill(user, within(dialog).getByLabelText('Symbols'), 'sea & wings');
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Intensity' }), {
      target: { value: '8' },
    });
    expect(within(dialog).getByText('8/10')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText('Wind/Lung'), 'Strong wind under my arms');
    api.on('GET /api/journal', () => Response.json([saved]));
    await user.click(within(dialog).getByRole('button', { name: 'Save Dream' }));

    expect(await within(notifications()).findByText('Dream Recorded')).toBeTruthy();
    expect(
      within(notifications()).getByText('Your dream has been saved with AI pattern analysis!'),
    ).toBeTruthy();
    expect(sentJson(api.calls('POST /api/journal')[0])).toEqual({
      title: 'Flying over the sea',
      content: 'I flew over the sea.',
      dreamType: 'lucid',
      emotions: 'joy, freedom',
      symbols: 'sea & wings',
      intensity: 8,
      earthElement: '',
      waterElement: '',
      fireElement: '',
      windElement: 'Strong wind under my arms',
      spaceElement: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'Flying over the sea' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Journal Entries (1)' })).toBeTruthy();
    expect(onDreamSaved).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(journalQueryKey)).toEqual([saved]);

    // The next Record Dream starts from a clean form.
    const again = await openRecordDream();
    expect(within(again.dialog).getByLabelText<HTMLInputElement>('Dream title').value).toBe('');
  });

  test("a failed save: 'Error', and the dialog keeps everything typed", async () => {
    installFakeApi({
      'GET /api/journal': () => Response.json([]),
      'POST /api/journal': () => apiError(500, 'Something broke', 'internal'),
    });
    const { onDreamSaved } = renderJournal();
    const { user, dialog } = await openRecordDream();
    await fill(user, within(dialog).getByLabelText('Dream title'), 'Lost keys');
    await fill(user, within(dialog).getByLabelText('Dream description'), 'Searching a dark house');
    await fill(user, within(dialog).getByLabelText('Earth/Spleen'), 'Heavy floors');
    await user.click(within(dialog).getByRole('button', { name: 'Save Dream' }));

    expect(await within(notifications()).findByText('Error')).toBeTruthy();
    expect(
      within(notifications()).getByText('Failed to create dream report. Please try again.'),
    ).toBeTruthy();
    const still = screen.getByRole('dialog', { name: 'Record Dream' });
    expect(within(still).getByLabelText<HTMLInputElement>('Dream title').value).toBe('Lost keys');
    expect(within(still).getByLabelText<HTMLTextAreaElement>('Dream description').value).toBe(
      'Searching a dark house',
    );
    expect(within(still).getByLabelText<HTMLTextAreaElement>('Earth/Spleen').value).toBe(
      'Heavy floors',
    );
    expect(onDreamSaved).not.toHaveBeenCalled();
  });

  test('closing the dialog keeps the draft for next time', async () => {
    installFakeApi({ 'GET /api/journal': () => Response.json([]) });
    renderJournal();
    const { user, dialog } = await openRecordDream();
    await fill(user, within(dialog).getByLabelText('Dream title'), 'Half remembered');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openRecordDream();
    expect(within(again.dialog).getByLabelText<HTMLInputElement>('Dream title').value).toBe(
      'Half remembered',
    );
  });

  test('while saving, the dialog says what it is doing', async () => {
    installFakeApi({
      'GET /api/journal': () => Response.json([]),
      'POST /api/journal': () => new Promise<Response>(() => {}),
    });
    renderJournal();
    const { user, dialog } = await openRecordDream();
    await fill(user, within(dialog).getByLabelText('Dream title'), 'Slow');
    await fill(user, within(dialog).getByLabelText('Dream description'), 'A slow dream');
    await user.click(within(dialog).getByRole('button', { name: 'Save Dream' }));
    expect(await within(dialog).findByText('Recording your dream…')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save Dream' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

// Many interactions each: room for a busy machine.
describe('the journal: edit and delete', { timeout: 15_000 }, () => {
  test('Edit opens the form filled in and saves with PUT', async () => {
    const entry = makeEntry({ id: 'a', title: 'River at dusk', intensity: 3 });
    const api = installFakeApi({
      'GET /api/journal': () => Response.json([entry]),
      'PUT /api/journal/a': () => Response.json({ ...entry, title: 'River at dawn' }),
    });
    renderJournal();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /River at dusk/ }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dream' });
    const title = within(dialog).getByLabelText<HTMLInputElement>('Dream title');
    expect(title.value).toBe('River at dusk');
    expect(within(dialog).getByRole('slider', { name: 'Intensity' })).toHaveProperty('value', '3');
    await user.clear(title);
    await fill(user, title, 'River at dawn');
    api.on('GET /api/journal', () => Response.json([{ ...entry, title: 'River at dawn' }]));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(notifications()).findByText('Dream Updated')).toBeTruthy();
    expect(sentJson(api.calls('PUT /api/journal/a')[0])).toMatchObject({
      title: 'River at dawn',
      intensity: 3,
      waterElement: 'The river was calm',
    });
    expect(await screen.findByRole('article', { name: 'River at dawn' })).toBeTruthy();
  });

  test('Delete asks first; confirming removes the dream', async () => {
    const api = installFakeApi({
      'GET /api/journal': () =>
        Response.json([makeEntry({ id: 'a', title: 'River at dusk' }), makeEntry({ id: 'b' })]),
      'DELETE /api/journal/a': () => new Response(null, { status: 204 }),
    });
    renderJournal();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /River at dusk/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this dream?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /api/journal/a')).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'River at dusk' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    api.on('GET /api/journal', () => Response.json([makeEntry({ id: 'b' })]));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await within(notifications()).findByText('Dream Deleted')).toBeTruthy();
    expect(api.calls('DELETE /api/journal/a')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Journal Entries (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Select an Entry' })).toBeTruthy();
  });

  test('the whole journal downloads as JSON or Markdown through plain links', async () => {
    installFakeApi({ 'GET /api/journal': () => Response.json([makeEntry({ id: 'a' })]) });
    renderJournal();
    const json = await screen.findByRole('link', { name: 'Download JSON' });
    expect(json.getAttribute('href')).toBe('/api/journal/export?format=json');
    expect(screen.getByRole('link', { name: 'Download Markdown' }).getAttribute('href')).toBe(
      '/api/journal/export?format=markdown',
    );
  });
});

describe('the journal: dialogs', () => {
  test('Pattern Analysis shows the figures and the weekly insight from three dreams', async () => {
    const now = Date.now();
    const recent = (days: number) => new Date(now - days * 86_400_000).toISOString();
    installFakeApi({
      'GET /api/journal': () =>
        Response.json([
          makeEntry({ id: 'a', emotions: 'fear, awe', symbols: 'snake', createdAt: recent(1) }),
          makeEntry({ id: 'b', emotions: 'fear', symbols: 'snake, door', createdAt: recent(3) }),
          makeEntry({ id: 'c', emotions: 'calm', symbols: 'none', createdAt: recent(10) }),
        ]),
    });
    renderJournal();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Journal Entries (3)' });
    await user.click(screen.getByRole('button', { name: 'Pattern Analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pattern Analysis' });
    const stat = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(stat('Total Dreams')).toBe('3');
    expect(stat('This Week')).toBe('2');
    expect(stat('Most Common Emotion')).toBe('Fear');
    const insight = within(dialog).getByRole('region', { name: 'Weekly insight' });
    expect(insight.textContent).toMatch(
      /You are recording about .* dreams a week, and fear returns/,
    );
    const symbols = within(dialog).getByRole('region', { name: 'Recurring Symbols' });
    expect(
      within(symbols)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['snake2×2 times', 'door1×1 time']);
  });

  test('the Spiritual Guide teaches the five elements', async () => {
    installFakeApi({ 'GET /api/journal': () => Response.json([]) });
    renderJournal();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spiritual Guide' }));
    const dialog = await screen.findByRole('dialog', { name: /Spiritual Guide/ });
    for (const label of [
      'Earth/Spleen',
      'Water/Kidney',
      'Fire/Liver',
      'Wind/Lung',
      'Space/Heart-Mind',
    ]) {
      expect(within(dialog).getByText(new RegExp(`^${label}`))).toBeTruthy();
    }
    expect((dialog.textContent ?? '').split(/\s+/).length).toBeGreaterThan(600);
  });
});
