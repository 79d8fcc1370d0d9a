import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SearchSchema } from '../../../src/contracts/metadata/entities';
import { toServiceQuery, type BuilderGroup } from '../../../src/rules/query-convert';
import { pillsOf, withPillToggled } from '../../../src/rules/query-pills';
import { QueryBuilderView } from '../../../src/views/metadata/query-builder-view';

const query: BuilderGroup = {
  combinator: 'and',
  rules: [
    { field: 'city', operator: '=', value: 'Durban' },
    { field: 'cover', operator: 'between', value: ['1000', '2000'] },
    {
      combinator: 'or',
      not: true,
      rules: [
        { field: 'policy', operator: 'endsWith', value: '2' },
        { field: 'city', operator: 'null', value: '' },
      ],
    },
  ],
};

describe('filter pills of a query', () => {
  it('reads each top-level condition in words, groups in brackets', () => {
    expect(pillsOf(query).map((p) => p.text)).toEqual([
      'city = Durban',
      'cover between 1000 and 2000',
      'NOT (policy ends with 2 OR city is null)',
    ]);
  });

  it('a condition switched off stays in the builder but leaves the service query, and comes back', () => {
    const off = withPillToggled(query, 0);
    expect(off.rules).toHaveLength(3);
    expect(pillsOf(off)[0].on).toBe(false);
    const service = toServiceQuery(off, () => 'STRING');
    expect(JSON.stringify(service)).not.toContain('Durban');
    expect(JSON.stringify(toServiceQuery(withPillToggled(off, 0), () => 'STRING'))).toContain('Durban');
  });
});

// The builder reads the fields alone; the index itself is not drawn.
const schema = {
  index: {} as SearchSchema['index'],
  fields: [
    { name: 'city', datatype: 'STRING', sortable: true, operators: ['equal', 'is_null'] },
    { name: 'cover', datatype: 'FLOAT', sortable: true, operators: ['between'] },
    { name: 'policy', datatype: 'STRING', sortable: true, operators: ['ends_with'] },
  ],
} satisfies SearchSchema;

const Harness = () => {
  const [q, setQ] = useState(query);
  return (
    <>
      <QueryBuilderView schema={schema} query={q} onChange={setQ} />
      <output data-testid="service">{JSON.stringify(toServiceQuery(q, () => 'STRING'))}</output>
    </>
  );
};

describe('<QueryBuilderView>', () => {
  it('switches a condition off and on from its pill, and removes one with its ×', () => {
    render(<Harness />);
    const pills = screen.getByRole('list', { name: /Conditions/ });
    const durban = within(pills).getByRole('button', {
      name: /^● city = Durban$|^○ city = Durban$|^city = Durban$/,
    });
    expect(durban).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(durban);
    expect(durban).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('service').textContent).not.toContain('Durban');
    fireEvent.click(durban);
    expect(screen.getByTestId('service').textContent).toContain('Durban');
    fireEvent.click(within(pills).getByRole('button', { name: 'Remove cover between 1000 and 2000' }));
    expect(within(pills).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('service').textContent).not.toContain('1000');
  });

  it('draws the builder with kit controls: labelled Not, quiet removal named by what it removes', () => {
    render(<Harness />);
    expect(screen.getAllByRole('checkbox', { name: 'Not' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Remove rule' }).length).toBe(4);
    expect(screen.getAllByRole('button', { name: '+ Rule' }).length).toBe(2);
    // Every select carries a label of its own: a title alone counts as a name here, but not for axe.
    for (const name of ['Combinator', 'Field', 'Operator'])
      for (const select of screen.getAllByRole('combobox', { name }))
        expect(select).toHaveAttribute('aria-label', name);
  });
});
