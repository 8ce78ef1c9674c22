import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderWithApp, makeModule, seededQueryClient } from '../../../test/render.tsx';
import { ModuleList, NO_MODULES_TEXT } from './module-list.tsx';

describe('ModuleList', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  test('shows a three-row skeleton while modules load', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithApp(<ModuleList selectedModuleId={null} />);
    const skeleton = screen.getByRole('status', { name: 'Loading modules' });
    expect(within(skeleton).getAllByTestId('module-skeleton-row')).toHaveLength(3);
  });

  test('groups modules under carousel headings and marks the connector and the selection', () => {
    const connector = makeModule({
      id: 'next-level',
      name: 'Next Level Report',
      isConnector: true,
    });
    const fire = makeModule({
      id: 'inner-fire',
      name: 'Inner Fire',
      avatar: '🔥',
      description: 'Tummo heat',
    });
    const queryClient = seededQueryClient({
      modules: [connector, fire],
      carousels: [
        { id: 'c1', name: 'Start here', modules: [connector] },
        { id: 'c2', name: 'Practices', modules: [fire] },
      ],
    });
    renderWithApp(<ModuleList selectedModuleId="inner-fire" />, {
      queryClient,
      path: '/chat/inner-fire',
    });

    const practices = screen.getByRole('group', { name: 'Practices' });
    const row = within(practices).getByRole('link', { name: 'Inner Fire' });
    expect(row.getAttribute('href')).toBe('/chat/inner-fire');
    expect(row.getAttribute('title')).toBe('Tummo heat');
    expect(row.getAttribute('aria-current')).toBe('page');

    const start = screen.getByRole('group', { name: 'Start here' });
    const connectorRow = within(start).getByRole('link', { name: /Next Level Report/ });
    expect(connectorRow.getAttribute('aria-current')).toBeNull();
    expect(within(connectorRow).getByRole('img', { name: 'Connector module' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Connector module' })).toHaveLength(1);
  });

  test('without carousels the modules form one flat list', () => {
    const queryClient = seededQueryClient({
      modules: [makeModule({ id: 'a', name: 'Alpha' }), makeModule({ id: 'b', name: 'Beta' })],
      carousels: [],
    });
    renderWithApp(<ModuleList selectedModuleId={null} />, { queryClient });
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByTestId('module-row').map((row) => row.textContent)).toEqual([
      'AAlpha',
      'BBeta',
    ]);
  });

  test(`with no modules it says '${NO_MODULES_TEXT}'`, () => {
    renderWithApp(<ModuleList selectedModuleId={null} />, {
      queryClient: seededQueryClient({ modules: [] }),
    });
    expect(screen.getByText('No modules found. Click sync to load.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
