import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { RoleMap } from '../../../src/contracts/auth';
import { Permitted } from '../../../src/views/kit/permission/permitted';
import { renderWorld } from '../views/test-world';

// The catalogue's desk.create action is behind 17__17004 (open cases).
const key = permissionKeys.workflowCreate;
const ui = (
  <Permitted action="desk.create">
    <button type="button">Open case</button>
    <a href="#/case-management/checklist/-1">New checklist</a>
  </Permitted>
);
const renderWith = (roleMap: RoleMap) => renderWorld(ui, { roleMap });

describe('Permitted (the one rule on action buttons)', () => {
  it('offers the actions when the role map gives the key 1', () => {
    renderWith({ [key]: 1 });
    expect(screen.getByRole('button', { name: 'Open case' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'New checklist' })).toBeInTheDocument();
  });

  it('shows them inert with -1: the button is disabled and the link cannot be reached', () => {
    renderWith({ [key]: -1 });
    const button = screen.getByText('Open case');
    expect(button).toBeVisible();
    expect(button).toBeDisabled();
    expect(screen.getByText('New checklist').closest('[inert]')).not.toBeNull();
  });

  it.each([
    ['0', { [key]: 0 } as RoleMap],
    ['missing', {} as RoleMap],
  ])('leaves them out when the key is %s', (_, roleMap) => {
    renderWith(roleMap);
    expect(screen.queryByText('Open case')).not.toBeInTheDocument();
    expect(screen.queryByText('New checklist')).not.toBeInTheDocument();
  });

  it('grants nothing outside the console (no actors)', () => {
    render(ui);
    expect(screen.queryByText('Open case')).not.toBeInTheDocument();
  });
});
