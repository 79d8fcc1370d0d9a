import type { ReactElement } from 'react';
import { render as renderAlone, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkLoad } from '../../../src/contracts/metadata/entities';
import { BulkLoadDetail } from '../../../src/views/metadata/bulk-load-detail';
import { linkedId, loaded } from '../../../src/views/metadata/linked-record';
import { metaAddress } from '../../../src/views/metadata/meta-addresses';
import { screenSystem } from '../views/screen-system';

// The view's own actor runs in a console system of its own per render, as in the console.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: screenSystem().wrapper });

const metaCall = vi.hoisted(() => vi.fn());
vi.mock('../../../src/services/metadata-api', () => ({ metaCall, metaCallQuiet: metaCall }));

const load: BulkLoad = {
  id: 7,
  index_id: 3,
  index_name: 'member_search',
  status: 'failed',
  total: 240,
  received: 240,
  indexed: 234,
  failed: 6,
  resumes: 0,
  note: 'Stopped: the index was changed during the load',
  started_by: 'Thandiwe Nkosi',
  created_at: '2026-11-27T06:55:00.000Z',
  finished_at: '2026-11-27T06:56:00.000Z',
};

beforeEach(() => metaCall.mockReset());

describe('a linked record', () => {
  it('reads one bulk load by /meta/search/index/bulkloads/get and shows who, counts and why it failed', async () => {
    metaCall.mockResolvedValue(load);
    const onShowFailures = vi.fn();
    render(<BulkLoadDetail loadId={7} revision="" closeHref="/x" onShowFailures={onShowFailures} />);
    expect(await screen.findByText('Thandiwe Nkosi')).toBeVisible();
    expect(metaCall).toHaveBeenCalledWith('bulkLoadGet', { id: 7 }, expect.anything());
    expect(screen.getByRole('region', { name: 'Load 7' })).toHaveTextContent('234');
    expect(screen.getByText(load.note)).toBeVisible();
    // The heading takes the keyboard when the pane opens.
    expect(screen.getByRole('heading', { name: 'Load 7' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Show the 6 failed rows' }));
    expect(onShowFailures).toHaveBeenCalledWith(7);
  });

  it.each([
    ['7', 7],
    ['0', null],
    ['-1', null],
    ['abc', null],
    ['2147483648', null],
    [undefined, null],
  ])('takes %s from an address as %s', (param, id) => expect(linkedId(param)).toBe(id));

  it('waits for a lookup list only until it has answered once', () => {
    expect(loaded({ rows: [], busy: true })).toBe(false);
    expect(loaded({ rows: [], busy: false })).toBe(true);
    expect(loaded({ rows: [1], busy: true })).toBe(true);
  });

  it('names each record kind’s address', () => {
    expect(metaAddress.transform(4)).toBe('/ls-metadata/transform/4');
    expect(metaAddress.load(3, 7)).toBe('/ls-metadata/search-index/3?load=7');
    expect(metaAddress.attribute(3, 12)).toBe('/ls-metadata/search-index/3/attribute/12');
    expect(metaAddress.attributes(3)).toBe('/ls-metadata/manage-search-index-attributes?index=3');
  });
});
