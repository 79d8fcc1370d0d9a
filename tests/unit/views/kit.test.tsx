import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from '../../../src/views/kit/breadcrumb';
import { LoadingButton } from '../../../src/views/kit/loading-button';
import { InstanceBanner } from '../../../src/views/shell/instance-banner';
import { Footer } from '../../../src/views/shell/footer';
import { renderWorld } from './test-world';

describe('LoadingButton', () => {
  it('shows its label when idle', () => {
    render(<LoadingButton loading={false}>Save</LoadingButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  it("is disabled with 'Loading...' while loading, and back to its label after", () => {
    const { rerender } = render(<LoadingButton loading>Save</LoadingButton>);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    rerender(<LoadingButton loading={false}>Save</LoadingButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("says 'Please wait' as a submit button, or the text given", () => {
    const { rerender } = render(
      <LoadingButton loading type="submit">
        Send
      </LoadingButton>,
    );
    expect(screen.getByRole('button', { name: 'Please wait' })).toHaveAttribute('type', 'submit');
    rerender(
      <LoadingButton loading loadingText="Saving">
        Send
      </LoadingButton>,
    );
    expect(screen.getByRole('button', { name: 'Saving' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Breadcrumb', () => {
  it('links every crumb but the last, which is the current page', () => {
    renderWorld(
      <Breadcrumb
        trail={[
          { label: 'Home', href: '/dashboard/v1' },
          { label: 'Employers' },
          { label: 'Location Management', href: '/busorg/bus-home/site' },
          { label: 'Contact Information' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelector('ol')?.children).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Employers' })).not.toBeInTheDocument();
    expect(screen.getByText('Contact Information')).toHaveAttribute('aria-current', 'page');
  });
});

describe('Instance banner and footer', () => {
  it('shows the instance type only when there is one', () => {
    const { rerender } = render(<InstanceBanner label="UAT" />);
    expect(screen.getByRole('note', { name: 'Instance type' })).toHaveTextContent('UAT');
    rerender(<InstanceBanner label="  " />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('footer shows © and the year', () => {
    render(<Footer year={2031} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031');
  });
});
