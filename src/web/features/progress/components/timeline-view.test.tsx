import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ProgressEntry } from '../../../../contracts/progress.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { member, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import { TimelineView } from './timeline-view.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function milestone(overrides: Partial<ProgressEntry> & { id: string }): ProgressEntry {
  return {
    title: `Milestone ${overrides.id}`,
    description: null,
    category: 'practice',
    significance: 'normal',
    achievedAt: '2026-03-05T12:00:00.000Z',
    awarenessLevel: null,
    insightDepth: null,
    ...overrides,
  };
}

function renderTimeline() {
  return renderWithApp(<TimelineView />, {
    path: '/timeline',
    queryClient: seededQueryClient({ user: member }),
  });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the timeline', () => {
  test('shows a skeleton while loading', () => {
    installFakeApi({ 'GET /api/spiritual-progress': () => new Promise<Response>(() => {}) });
    renderTimeline();
    expect(screen.getByRole('status', { name: 'Loading your timeline' })).toBeTruthy();
  });

  test('the three cards, the category card and every field of an entry', async () => {
    installFakeApi({
      'GET /api/spiritual-progress': () =>
        Response.json([
          milestone({
            id: '1',
            title: 'First lucid dream',
            description: 'You recognised the dream while dreaming.',
            category: 'liberation',
            significance: 'breakthrough',
            awarenessLevel: null,
            insightDepth: 'profound',
          }),
          milestone({
            id: '2',
            title: 'First dream recorded',
            category: 'awareness',
            significance: 'minor',
            awarenessLevel: 'beginning',
            insightDepth: 'surface',
          }),
          milestone({
            id: '3',
            title: 'Deep study with Inner Fire',
            category: 'wisdom',
            significance: 'major',
            awarenessLevel: 'deepening',
            achievedAt: 'invalid',
          }),
        ]),
    });
    renderTimeline();
    const total = await screen.findByRole('region', { name: 'Total Progress' });
    expect(within(total).getByText('3')).toBeTruthy();
    expect(within(card('Breakthroughs')).getByText('2')).toBeTruthy();
    // The first awarenessLevel found, in list order (newest first).
    expect(within(card('Current Level')).getByText('beginning')).toBeTruthy();

    const categories = within(card('Growth by Category')).getAllByRole('listitem');
    expect(categories.map((li) => li.textContent)).toEqual([
      'wisdom1',
      'compassion0',
      'awareness1',
      'liberation1',
      'practice0',
    ]);

    const list = screen.getByRole('region', { name: 'Milestones, newest first' });
    expect(list.style.height).toBe('600px');
    const [lucid, first, deep] = within(list).getAllByRole('article');
    if (!lucid || !first || !deep) throw new Error('three entries expected');
    expect(within(lucid).getByRole('heading', { name: 'First lucid dream' })).toBeTruthy();
    expect(within(lucid).getByText('You recognised the dream while dreaming.')).toBeTruthy();
    expect(within(lucid).getByText('breakthrough')).toBeTruthy();
    expect(within(lucid).getByText('Mar 5')).toBeTruthy();
    expect(within(lucid).getByText('liberation')).toBeTruthy();
    expect(within(lucid).queryByText(/^Level:/)).toBeNull();
    expect(within(lucid).getByText('Depth: profound')).toBeTruthy();
    expect(within(first).getByText('Level: beginning')).toBeTruthy();
    expect(within(deep).getByText('Unknown')).toBeTruthy();
    expect(within(deep).queryByText(/^Depth:/)).toBeNull();

    // The chart arrives lazily, with its figures in its accessible name.
    const chart = await screen.findByRole('img', { name: /Milestones per week/ });
    expect(chart.getAttribute('aria-label')).toMatch(/in total\.$/);
  });

  test('an empty timeline says what will appear there', async () => {
    installFakeApi({ 'GET /api/spiritual-progress': () => Response.json([]) });
    renderTimeline();
    expect(
      await screen.findByText('Your spiritual journey timeline will appear here'),
    ).toBeTruthy();
    expect(
      screen.getByText('Complete modules and journal regularly to track your growth'),
    ).toBeTruthy();
    expect(within(card('Total Progress')).getByText('0')).toBeTruthy();
    expect(within(card('Current Level')).getByText('beginning')).toBeTruthy();
  });

  test("a failed load: 'Failed to load spiritual progress timeline' and a retry", async () => {
    const api = installFakeApi({
      'GET /api/spiritual-progress': () => apiError(500, 'Down', 'internal'),
    });
    renderTimeline();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load spiritual progress timeline',
    );
    api.on('GET /api/spiritual-progress', () => Response.json([]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Your spiritual journey timeline will appear here'),
    ).toBeTruthy();
  });
});
