import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialContext } from '../../../../src/app/dial-context';
import type { RoleMap } from '../../../../src/contracts/auth';
import { permissionKeys } from '../../../../src/contracts/permissions';
import type { DialRequest } from '../../../../src/contracts/telephony/types';
import { CallButton } from '../../../../src/views/kit/call-button';
import { renderWorld } from '../../views/test-world';

const withPhone: RoleMap = { [permissionKeys.telephonyUse]: 1 };

const setup = (answer: boolean, roleMap: RoleMap = withPhone) => {
  const dial = vi.fn((_request: DialRequest) => answer);
  renderWorld(
    <DialContext.Provider value={dial}>
      <CallButton number="(011) 555 0100" name="Thabo Nkosi" />
    </DialContext.Provider>,
    { roleMap },
  );
  return dial;
};

describe('<CallButton>', () => {
  it('is not shown to a profile without the phone', () => {
    setup(true, {});
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the number the local way and asks the softphone to dial its digits', () => {
    const dial = setup(true);
    fireEvent.click(screen.getByRole('button', { name: 'Call Thabo Nkosi on 011 555 0100' }));
    expect(dial).toHaveBeenCalledWith({ number: '0115550100', name: 'Thabo Nkosi' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what to do when no softphone takes the call', () => {
    setup(false);
    fireEvent.click(screen.getByRole('button', { name: /Call Thabo Nkosi/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Open the phone and log in to telephony first.');
  });
});
