import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchEvent } from '../../../../src/rules/kit-search-box';
import { InfoTooltip } from '../../../../src/views/kit/info-tooltip/info-tooltip';
import { SearchBox } from '../../../../src/views/kit/search-box/search-box';
import { loadingFlag } from '../../../../src/views/kit/spinner/loading-flag';
import { Spinner } from '../../../../src/views/kit/spinner/spinner';

describe('<SearchBox>', () => {
  it('emits change while the text changes, search on Enter and clear when emptied', async () => {
    const user = userEvent.setup();
    const events: SearchEvent[] = [];
    render(<SearchBox label="Search employers" onSearch={(e) => events.push(e)} />);
    const box = screen.getByRole('searchbox', { name: 'Search employers' });
    await user.type(box, 'ab{Enter}');
    await user.keyboard('{Backspace}{Backspace}');
    expect(events.map((e) => e.type)).toEqual(['change', 'change', 'search', 'change', 'clear']);
    expect(events[2]).toEqual({ type: 'search', data: 'ab' });
  });

  it('emits change for pasted text, with no key pressed', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Sasol' } });
    expect(onSearch).toHaveBeenCalledWith({ type: 'change', data: 'Sasol' });
  });

  it('the clear button empties the box and emits clear', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'x');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith({ type: 'clear', data: '' });
  });
});

describe('<Spinner>', () => {
  it('follows the shared loading flag, counting overlapping tasks', () => {
    render(<Spinner label="Working" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      loadingFlag.begin();
      loadingFlag.begin();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Working');
    act(() => loadingFlag.end());
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => loadingFlag.end());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a loading prop overrides the flag', () => {
    render(<Spinner loading label="Loading table" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading table');
  });
});

describe('<InfoTooltip>', () => {
  it('is a labelled button that shows its content on keyboard focus', async () => {
    render(<InfoTooltip content="Gap cover pays the shortfall." />);
    const trigger = screen.getByRole('button', { name: 'More information' });
    act(() => trigger.focus());
    fireEvent.focus(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Gap cover pays the shortfall.');
  });
});
