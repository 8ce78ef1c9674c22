import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HydrationProvider, useHydrated, useHydrationSafeQuery } from './hydration.tsx';

function Greeting() {
  const hydrated = useHydrated();
  const name = useHydrationSafeQuery(
    useQuery({ queryKey: ['name'], queryFn: () => Promise.resolve('Tara') }),
  );
  return <p data-testid="greeting">{`${hydrated ? 'live' : 'built'}:${name.data ?? '…'}`}</p>;
}

function app(client: QueryClient, prerendered: boolean) {
  return (
    <HydrationProvider prerendered={prerendered}>
      <QueryClientProvider client={client}>
        <Greeting />
      </QueryClientProvider>
    </HydrationProvider>
  );
}

describe('the hydration flag', () => {
  afterEach(cleanup);

  test('without prerendered HTML the page is live from its first render', async () => {
    render(app(new QueryClient(), false));
    expect(screen.getByTestId('greeting').textContent).toMatch(/^live:/);
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('live:Tara'));
  });

  test('prerendered, an answer already cached shows only after hydration, with no mismatch', async () => {
    const html = renderToString(app(new QueryClient(), true));
    expect(html).toContain('built:…');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The answer arrived before the script hydrated the page (an early read).
    const client = new QueryClient();
    client.setQueryData(['name'], 'Tara');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const problems = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, app(client, true), { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    await waitFor(() => expect(container.textContent).toBe('live:Tara'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(problems.mock.calls.map((c) => String(c[0]).slice(0, 300))).toEqual([]);
    problems.mockRestore();
    container.remove();
  });
});
