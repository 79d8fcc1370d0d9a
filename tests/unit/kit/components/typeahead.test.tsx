import type { ReactElement } from 'react';
import { act, fireEvent, render as renderAlone, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Typeahead } from '../../../../src/views/kit/typeahead/typeahead';
import { screenSystem } from '../../views/screen-system';

// The view's own actor runs in a console system of its own per render, as in the console.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: screenSystem().wrapper });

type City = { id: string; name: string; region: string };
const cities: City[] = [
  { id: 'c1', name: 'Durban', region: 'KwaZulu-Natal' },
  { id: 'c2', name: 'Durbanville', region: 'Western Cape' },
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
const settle = async (ms = 200) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

const setup = (extra: Partial<Parameters<typeof Typeahead<City>>[0]> = {}) => {
  const search = vi.fn(async (text: string) =>
    cities.filter((c) => c.name.toLowerCase().includes(text.toLowerCase())),
  );
  const onSelect = vi.fn();
  render(
    <Typeahead<City>
      label="City"
      search={search}
      keywords={['name', 'region']}
      onSelect={onSelect}
      {...extra}
    />,
  );
  return { search, onSelect };
};

describe('<Typeahead>', () => {
  it('is a combobox with the default placeholder and z-index', () => {
    setup();
    const box = screen.getByRole('combobox', { name: 'City' });
    expect(box).toHaveAttribute('placeholder', 'Search');
    expect(box.parentElement).toHaveStyle({ zIndex: '100' });
  });

  it('searches once, 200 ms after quick typing, and only for more than 2 characters', async () => {
    const { search } = setup();
    type('du');
    await settle(300);
    expect(search).not.toHaveBeenCalled();
    for (const t of ['dur', 'durb', 'durba']) {
      type(t);
      await settle(50);
    }
    expect(search).not.toHaveBeenCalled();
    await settle(200);
    expect(search).toHaveBeenCalledOnce();
    expect(search).toHaveBeenCalledWith('durba', expect.any(AbortSignal));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Durban KwaZulu-Natal',
      'Durbanville Western Cape',
    ]);
  });

  it('selects with the keyboard and shows the search_key', async () => {
    const { onSelect } = setup();
    type('durban');
    await settle();
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'c2', search_key: 'Durbanville Western Cape' }),
    );
    expect(box).toHaveValue('Durbanville Western Cape');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('emits wrong input on close when the text names no item', async () => {
    const onWrongInput = vi.fn();
    setup({ emitWrongInput: true, onWrongInput });
    type('durbz');
    await settle();
    fireEvent.blur(screen.getByRole('combobox'));
    expect(onWrongInput).toHaveBeenCalledWith('durbz');
  });

  it('ignores an unusable answer: loading ends and the list stays', async () => {
    const search = vi.fn(async (text: string) => (text === 'durb' ? null : cities));
    render(<Typeahead<City> label="City" search={search} keywords={['name']} onSelect={vi.fn()} />);
    type('dur');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    type('durb');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.queryByRole('status', { name: 'Searching' })).not.toBeInTheDocument();
  });
});
