import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { noTimelineFilter as noFilter } from '../../../../src/rules/timeline-url-state';
import { TimelineFilters } from '../../../../src/views/kit/timeline/timeline-filters';

describe('<TimelineFilters>', () => {
  it('applies text submitted with Enter while an earlier read (a tick) is still loading', () => {
    const onChange = vi.fn();
    render(
      <TimelineFilters
        value={{ ...noFilter, kinds: ['advice_document'] }}
        served={null}
        onChange={onChange}
        loading
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search titles and summaries' });
    fireEvent.change(box, { target: { value: ' record of advice ' } });
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    fireEvent.submit(box.closest('form')!);
    expect(onChange).toHaveBeenCalledWith({ ...noFilter, kinds: ['advice_document'], q: 'record of advice' });
  });

  it('shows Searching… while the read for the applied text runs', () => {
    render(<TimelineFilters value={{ ...noFilter, q: 'gap' }} served={null} onChange={vi.fn()} loading />);
    expect(screen.getByRole('button', { name: 'Searching…' })).toBeDisabled();
  });
});
