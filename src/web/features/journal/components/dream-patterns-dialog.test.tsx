import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { composeDreamText } from '../../../../contracts/dream-text.ts';
import type { JournalEntry } from '../../../../contracts/journal.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { member, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import { DreamPatternsDialog } from './dream-patterns-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function entry(id: string, emotions: string, symbols: string, daysAgo: number): JournalEntry {
  const createdAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const fields = {
    dreamType: 'ordinary' as const,
    content: 'A dream',
    emotions,
    symbols,
    intensity: 5,
    earthElement: '',
    waterElement: '',
    fireElement: '',
    windElement: '',
    spaceElement: '',
  };
  const { content: dreamContent, ...structured } = fields;
  return {
    id,
    title: id,
    createdAt,
    updatedAt: createdAt,
    aiInsights: null,
    insightsSource: null,
    ...structured,
    content: composeDreamText(fields),
    dreamContent,
  };
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Dream Analysis
      </button>
      <DreamPatternsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog() {
  const { location } = renderWithApp(<Harness />, {
    path: '/timeline',
    queryClient: seededQueryClient({ user: member }),
  });
  return location;
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Dream Analysis' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Dream Pattern Analysis' }) };
}

describe('Dream Pattern Analysis', () => {
  test('reads the journal only when it opens', async () => {
    const api = installFakeApi({ 'GET /api/journal': () => Response.json([]) });
    renderDialog();
    expect(api.calls('GET /api/journal')).toHaveLength(0);
    await openDialog();
    expect(api.calls('GET /api/journal')).toHaveLength(1);
  });

  test("with no dreams: 'Record some dreams first…' and 'Go to Journal'", async () => {
    installFakeApi({ 'GET /api/journal': () => Response.json([]) });
    const location = renderDialog();
    const { user, dialog } = await openDialog();
    expect(
      await within(dialog).findByText('Record some dreams first to see your patterns!'),
    ).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Go to Journal' });
    expect(link.getAttribute('href')).toBe('/journal');
    await user.click(link);
    expect(location.history.at(-1)).toBe('/journal');
  });

  test('with dreams: totals, this week, the capitalised emotion and the top lists', async () => {
    installFakeApi({
      'GET /api/journal': () =>
        Response.json([
          entry('a', 'joy, fear', 'water & moon', 1),
          entry('b', 'joy', 'water, tree, none', 2),
          entry('c', 'calm', 'bird, house, key, ring', 12),
        ]),
    });
    renderDialog();
    const { dialog } = await openDialog();
    const stat = async (label: string) =>
      (await within(dialog).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await stat('Total Dreams')).toBe('3');
    expect(await stat('This Week')).toBe('2');
    expect(await stat('Most Common Emotion')).toBe('Joy');
    const items = (name: string) =>
      within(within(dialog).getByRole('region', { name })).getAllByRole('listitem');
    expect(items('Recurring Emotions').map((li) => li.firstChild?.textContent)).toEqual([
      'joy',
      'calm',
      'fear',
    ]);
    // Top 5, 'none' ignored, most frequent first.
    expect(items('Recurring Symbols').map((li) => li.firstChild?.textContent)).toEqual([
      'water',
      'bird',
      'house',
      'key',
      'moon',
    ]);
    expect(items('Recurring Symbols')[0]?.textContent).toContain('2 times');
  });

  test("no emotions recorded: Most Common Emotion is 'None'", async () => {
    installFakeApi({ 'GET /api/journal': () => Response.json([entry('a', '', '', 1)]) });
    renderDialog();
    const { dialog } = await openDialog();
    const dt = await within(dialog).findByText('Most Common Emotion', { selector: 'dt' });
    expect(dt.nextElementSibling?.textContent).toBe('None');
  });

  test('a failed read offers to try again', async () => {
    installFakeApi({ 'GET /api/journal': () => apiError(500, 'Down', 'internal') });
    renderDialog();
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
