import type { ReactElement } from 'react';
import { act, fireEvent, render as renderAlone, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TreeSelectEvent } from '../../../../src/rules/kit-tree-types';
import { HierarchyTree, type TreeControls } from '../../../../src/views/kit/tree/hierarchy-tree';
import { treeNodes } from '../tree-fixture';
import { treeNodeTypes } from '../../../../src/rules/kit-tree-types';
import { iconKindFor } from '../../../../src/views/kit/tree/tree-icons';
import { StatusIcon } from '../../../../src/views/kit/tree/status-icon';
import { NodeTypeIcon } from '../../../../src/views/kit/tree/node-type-icon';
import { screenSystem } from '../../views/screen-system';

// The view's own actor runs in a console system of its own per render, as in the console.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: screenSystem().wrapper });

const items = () =>
  screen.queryAllByRole('treeitem').map((el) => el.textContent?.replace(/[▾▸]/g, '').trim());

const setup = (extra: Partial<Parameters<typeof HierarchyTree>[0]> = {}) => {
  const load = vi.fn(async () => ({ errCode: 0, data: treeNodes }) as unknown);
  const onSelect = vi.fn<(e: TreeSelectEvent) => void>();
  const controls = createRef<TreeControls>();
  const view = render(
    <HierarchyTree
      label="Classification"
      treeCase="classification"
      id="t1"
      load={load}
      height={400}
      onSelect={onSelect}
      controlsRef={controls}
      {...extra}
    />,
  );
  return { load, onSelect, controls, view };
};

afterEach(() => vi.useRealTimers());

describe('<HierarchyTree>', () => {
  it('loads with id and menu_items and shows the opened roots', async () => {
    const { load } = setup({ menuItems: { root_class: ['add_sub_classification'] } });
    await waitFor(() => expect(items()).toEqual(['Medical Aid', 'Claims', 'Membership', 'Gap Cover']));
    expect(load).toHaveBeenCalledWith(
      { id: 't1', menu_items: { root_class: ['add_sub_classification'] } },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('tree', { name: 'Classification' })).toBeInTheDocument();
  });

  it('expands and collapses all', async () => {
    setup();
    await waitFor(() => expect(items()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(items()).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(items()).toEqual(['Medical Aid', 'Gap Cover']);
  });

  it('searches 250 ms after the last key, showing matches and their children', async () => {
    setup();
    await waitFor(() => expect(items()).toHaveLength(4));
    vi.useFakeTimers();
    fireEvent.change(screen.getByPlaceholderText('Search within Hierarchy'), { target: { value: 'claims' } });
    await act(async () => vi.advanceTimersByTimeAsync(249));
    expect(items()).toHaveLength(4);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(items()).toEqual(['Medical Aid', 'Claims', 'Rejected claim', 'Short payment']);
    expect(screen.getByText('3 nodes shown')).toBeInTheDocument();
  });

  const search = async (text: string) => {
    fireEvent.change(screen.getByPlaceholderText('Search within Hierarchy'), { target: { value: text } });
    await act(async () => vi.advanceTimersByTimeAsync(250));
  };

  it('searches regardless of case and opens the closed ancestors of a match', async () => {
    setup();
    await waitFor(() => expect(items()).toHaveLength(4));
    vi.useFakeTimers();
    await search('SHORTFALL');
    expect(items()).toEqual(['Gap Cover', 'Shortfall']);
    expect(screen.getByText('1 node shown')).toBeInTheDocument();
    await search('no such node');
    expect(items()).toEqual([]);
    expect(screen.getByText('0 nodes shown')).toBeInTheDocument();
  });

  it('shows the whole tree again when the search is cleared', async () => {
    setup();
    await waitFor(() => expect(items()).toHaveLength(4));
    vi.useFakeTimers();
    await search('claims');
    expect(items()).toHaveLength(4);
    await search('gap');
    expect(items()).toEqual(['Gap Cover', 'Shortfall']);
    await search('');
    expect(items()).toEqual(['Medical Aid', 'Claims', 'Membership', 'Gap Cover']);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('searches the new label after a rename, and no longer the old one', async () => {
    const { controls } = setup();
    await waitFor(() => expect(items()).toHaveLength(4));
    vi.useFakeTimers();
    await search('member');
    expect(items()).toEqual(['Medical Aid', 'Membership']);
    act(() => controls.current?.rename('c2', 'Dependants'));
    expect(items()).toEqual([]);
    await search('depend');
    expect(items()).toEqual(['Medical Aid', 'Dependants']);
    expect(screen.getByText('1 node shown')).toBeInTheDocument();
  });

  it('searches the nodes of a reload, not those of the previous load', async () => {
    const { load, view } = setup();
    await waitFor(() => expect(items()).toHaveLength(4));
    load.mockResolvedValue([{ id: 'x1', parent: '#', text: 'Vision Care', type: 'root_class' }]);
    view.rerender(
      <HierarchyTree label="Classification" treeCase="classification" id="t2" load={load} height={400} />,
    );
    await waitFor(() => expect(items()).toEqual(['Vision Care']));
    vi.useFakeTimers();
    await search('claims');
    expect(items()).toEqual([]);
    await search('vision');
    expect(items()).toEqual(['Vision Care']);
    expect(screen.getByText('1 node shown')).toBeInTheDocument();
  });

  it('emits the select event named after the tree case 500 ms after a click', async () => {
    const { onSelect } = setup();
    await waitFor(() => expect(items()).toHaveLength(4));
    vi.useFakeTimers();
    fireEvent.click(screen.getByText('Claims'));
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(onSelect).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'classification', nodeType: 'sub_class', depth: 2 }),
    );
  });

  it('edits locally through its controls', async () => {
    const { controls } = setup();
    await waitFor(() => expect(items()).toHaveLength(4));
    act(() => controls.current?.add({ id: 'n1', parent: 'r1', text: 'Dependants', type: 'leaf_class' }));
    act(() => controls.current?.rename('c2', 'Members'));
    expect(items()).toEqual(['Medical Aid', 'Claims', 'Members', 'Dependants', 'Gap Cover']);
    act(() => controls.current?.remove('r1'));
    expect(items()).toEqual(['Gap Cover']);
  });

  it('shows an empty tree and only logs after a failed load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ load: async () => ({ errCode: 4, msg: 'Not found', data: null }) });
    expect(await screen.findByText('There are no items in this hierarchy.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads when the id changes', async () => {
    const { load, view } = setup();
    await waitFor(() => expect(items()).toHaveLength(4));
    view.rerender(
      <HierarchyTree label="Classification" treeCase="classification" id="t2" load={load} height={400} />,
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ id: 't2' }), expect.any(AbortSignal));
  });

  it('opens a context menu with the node actions the role map permits', async () => {
    const onMenuAction = vi.fn();
    // Adding needs the tree key and classification administration (7__7003); 0 for removing drops that item.
    setup({ roleMap: { '7__7001': 1, '7__7002': 0, '7__7003': 1 }, onMenuAction });
    await waitFor(() => expect(items()).toHaveLength(4));
    fireEvent.contextMenu(screen.getByText('Medical Aid'));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAccessibleName('Actions for Medical Aid');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add Sub Classification' }));
    expect(onMenuAction).toHaveBeenCalledWith(
      'add_sub_classification',
      expect.objectContaining({ id: 'r1' }),
    );
  });

  it('offers no actions where none are permitted', async () => {
    setup({ roleMap: { '7__7001': 0 } });
    await waitFor(() => expect(items()).toHaveLength(4));
    fireEvent.contextMenu(screen.getByText('Medical Aid'));
    expect(await screen.findByRole('menuitem', { name: 'No actions' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

describe('tree icons', () => {
  it('draws an icon for every node type of spec §3 and a generic one for others', () => {
    for (const type of treeNodeTypes) expect(iconKindFor(type)).not.toBe('generic');
    expect(iconKindFor('something_new')).toBe('generic');
    render(<NodeTypeIcon type="biz_org" />);
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
  it('marks mapped and unmapped leaves', () => {
    render(<StatusIcon status="yes" />);
    render(<StatusIcon status="close" />);
    expect(screen.getByRole('img', { name: 'Mapped' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not mapped' })).toBeInTheDocument();
  });
});
