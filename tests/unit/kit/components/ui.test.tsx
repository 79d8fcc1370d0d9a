import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../../src/views/kit/ui/button';
import { IconButton } from '../../../../src/views/kit/ui/icon-button';
import { Pagination } from '../../../../src/views/kit/ui/pagination';
import { PageHeader } from '../../../../src/views/kit/ui/surfaces';
import { Badge } from '../../../../src/views/kit/ui/badge';
import { EmptyState } from '../../../../src/views/kit/ui/empty-state';
import { Card } from '../../../../src/views/kit/ui/card';

describe('<Button>', () => {
  it('is a plain button by default, and while loading is disabled and busy with the §2 text', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Export</Button>);
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button type="submit" loading onClick={onClick}>
        Export
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Please wait' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it('names an icon button by its label, also as its tooltip, and keeps it narrow while busy', () => {
    render(
      <IconButton label="Add a note" loading>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Add a note' });
    expect(button).toHaveAttribute('title', 'Add a note');
    expect(button).toHaveTextContent(/^$/);
  });
});

describe('<Pagination>', () => {
  it('moves by page, says where it is, and cannot go past either end', () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <Pagination label="Cases" pageNumber={0} totalPages={3} onPage={onPage} summary="1–10 of 25" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Cases pages' });
    expect(nav).toHaveTextContent('1–10 of 25');
    expect(screen.getByText('Page 1 of 3')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage.mock.calls).toEqual([[1], [2]]);
    rerender(<Pagination label="Cases" pageNumber={2} totalPages={3} onPage={onPage} busy={false} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeEnabled();
  });

  it('waits while a page loads, and reads "Page 1 of 1" for an empty list', () => {
    render(<Pagination label="Empty" pageNumber={0} totalPages={0} onPage={vi.fn()} busy />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});

describe('page pieces', () => {
  it('gives the page its h1 with a description and actions', () => {
    render(
      <PageHeader title="Case Management" description="Your cases" actions={<Button>Refresh</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Case Management' })).toBeInTheDocument();
    expect(screen.getByText('Your cases')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('makes a titled card a region named by its title', () => {
    render(
      <Card title="Documents" level={3}>
        <EmptyState title="No documents yet" action={<Button>Upload</Button>}>
          Attach a letter.
        </EmptyState>
        <Badge tone="danger">Overdue</Badge>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Documents' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 3, name: 'Documents' }));
    expect(region).toHaveTextContent('No documents yetAttach a letter.UploadOverdue');
  });
});
