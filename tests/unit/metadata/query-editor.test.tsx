import type { ReactElement } from 'react';
import { render as renderAlone, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryBody } from '../../../src/contracts/metadata/payloads';
import { noQueryRun, type QueryUrlState } from '../../../src/rules/query-url-state';
import { QueryEditor } from '../../../src/views/metadata/query-editor';
import type { QueryUrl } from '../../../src/views/metadata/use-query-url';
import { screenSystem } from '../views/screen-system';

// The view's own actor runs in a console system of its own per render, as in the console.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: screenSystem().wrapper });

const metaCall = vi.hoisted(() => vi.fn());
vi.mock('../../../src/services/metadata-api', () => ({ metaCall, metaCallQuiet: metaCall }));

const saved = {
  id: 8,
  name: 'Durban covers',
  description: '',
  index_id: 4,
  index_name: 'gap_policies',
  query: { and: [] },
  version: 1,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};
const answers: Record<string, unknown> = {
  queryGetAll: [saved],
  searchSchema: { index_id: 4, fields: [{ name: 'city', datatype: 'STRING', operators: ['eq'] }] },
  queryCreate: { ...saved, id: 9 },
  queryUpdate: { ...saved, version: 2 },
  tooltips: {},
};

const onOpen = vi.fn();
const onSaved = vi.fn();
/** The URL's state as the editor reads it, and what the editor writes there. */
const urlOf = (state: QueryUrlState = noQueryRun): QueryUrl => ({
  state,
  restored: 0,
  pick: vi.fn(),
  ran: vi.fn(),
  paged: vi.fn(),
  knowIndexes: vi.fn(),
});
const renderEditor = (initial: typeof saved | null = null, url = urlOf()) => {
  render(
    <QueryEditor
      indexId={4}
      url={url}
      canEdit
      initial={initial}
      onOpen={onOpen}
      onSaved={onSaved}
      onRemoved={() => undefined}
    />,
  );
  return userEvent.setup();
};
const callsTo = (name: string) => metaCall.mock.calls.filter(([n]) => n === name).map(([, body]) => body);
const errorsOf = (label: string) => {
  const described = screen.getByLabelText(label).getAttribute('aria-describedby');
  return described
    ? within(document.getElementById(described) as HTMLElement)
        .getAllByRole('listitem')
        .map((e) => e.textContent)
    : [];
};

beforeEach(() => {
  onOpen.mockReset();
  onSaved.mockReset();
  metaCall.mockReset();
  metaCall.mockImplementation(async (name: string) => answers[name]);
});

describe('query editor', () => {
  it('loads the index’s saved queries and fields as it starts', async () => {
    renderEditor();
    await waitFor(() => expect(callsTo('searchSchema')).toEqual([{ index_id: 4 }]));
    expect(callsTo('queryGetAll')).toEqual([{ index_id: 4 }]);
  });

  it('lists the §5 messages under the name and description and sends nothing', async () => {
    const user = renderEditor();
    // Pasted, not typed: 501 keystrokes outlast the test's time on a loaded machine, and the typing then runs on
    // into the next test's editor.
    await user.click(screen.getByLabelText('Description'));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save as new query' }));
    await waitFor(() => expect(errorsOf('Query name *')).toEqual(['This field is required']));
    expect(errorsOf('Description')).toEqual(['The max allowed number of characters is 500']);
    expect(screen.getByLabelText('Query name *')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('queryCreate')).toEqual([]);
  });

  it('saves a new query as the queryBody contract: trimmed name, the index and the service query', async () => {
    const user = renderEditor();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Durban covers' })).toBeInTheDocument());
    await user.type(screen.getByLabelText('Query name *'), ' Cape covers ');
    await user.click(screen.getByRole('button', { name: 'Save as new query' }));
    await waitFor(() => expect(callsTo('queryCreate')).toHaveLength(1));
    const [body] = callsTo('queryCreate');
    expect(body).toEqual({
      name: 'Cape covers',
      description: '',
      index_id: 4,
      query: { and: [] },
    });
    expect(queryBody.safeParse(body).success).toBe(true);
  });

  it('picking a saved query moves to its address (where its get-call reads it)', async () => {
    const user = renderEditor();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Durban covers' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Saved query'), 'Durban covers');
    expect(onOpen).toHaveBeenCalledWith(8);
  });

  it('a linked saved query is open from the start and is updated with its id and version', async () => {
    const user = renderEditor(saved);
    expect(screen.getByLabelText('Query name *')).toHaveValue('Durban covers');
    await user.click(screen.getByRole('button', { name: 'Save query' }));
    await waitFor(() => expect(callsTo('queryUpdate')).toHaveLength(1));
    expect(callsTo('queryUpdate')[0]).toMatchObject({
      id: 8,
      version: 1,
      index_id: 4,
      name: 'Durban covers',
    });
  });

  it('a new query saved stays open (now updated by id) and gives its id for the address', async () => {
    const user = renderEditor();
    await user.type(screen.getByLabelText('Query name *'), 'Cape covers');
    await user.click(screen.getByRole('button', { name: 'Save as new query' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(onOpen).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Save query' })).toBeInTheDocument();
  });

  it('opens on the run its URL names: the conditions in the builder, that page read at once', async () => {
    const run = {
      or: [
        {
          operator: 'equal' as const,
          type: 'str' as const,
          data_type: 'STRING' as const,
          op1: 'city',
          op2: 'Durban',
        },
      ],
    };
    renderEditor(null, urlOf({ ...noQueryRun, index: 4, run, offset: 20 }));
    await waitFor(() =>
      expect(callsTo('queryRun')).toEqual([{ index_id: 4, query: run, limit: 20, offset: 20 }]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('service-query').textContent).toBe(JSON.stringify(run, null, 2)),
    );
  });

  it('runs nothing for a run of another index, and writes Run in the URL before asking the service', async () => {
    const url = urlOf({ ...noQueryRun, index: 5, run: { and: [] }, offset: 0 });
    const user = renderEditor(null, url);
    await waitFor(() => expect(callsTo('searchSchema')).toHaveLength(1));
    expect(callsTo('queryRun')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(url.ran).toHaveBeenCalledWith(4, { and: [] });
    await waitFor(() =>
      expect(callsTo('queryRun')).toEqual([{ index_id: 4, query: { and: [] }, limit: 20, offset: 0 }]),
    );
  });
});
