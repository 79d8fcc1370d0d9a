import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loader, preloadable } from '../../../src/app/preloadable';

const Hello = ({ who }: { who: string }) => <p>Hello {who}</p>;

describe('preloadable screens', () => {
  it('render at once, with no fallback, when their chunk arrived before (a prefetch)', async () => {
    const load = loader(async () => ({ Hello }));
    const Screen = preloadable(load, 'Hello');
    await load();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen who="Naledi" />
      </Suspense>,
    );
    // Synchronously there: React.lazy alone would show the fallback first.
    expect(screen.getByText('Hello Naledi')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('suspend like React.lazy when their chunk has not arrived yet', async () => {
    const load = loader(async () => ({ Hello }));
    const Screen = preloadable(load, 'Hello');
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen who="Pieter" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => {
      await load();
    });
    expect(await screen.findByText('Hello Pieter')).toBeInTheDocument();
  });
});
