import { useId, useState, type ComponentProps } from 'react';
import page from '../kit/shared/page.module.css';
import { Button } from '../kit/ui/button';
import { VersionForm } from './version-form';

type NewVersionProps = Omit<ComponentProps<typeof VersionForm>, 'version'> & { campaignName: string };

/**
 * The way to a campaign's next version: a kit button that says what it does and opens the form under it, the
 * same pattern as "Edit tags and mandatory fields", instead of a bare browser disclosure triangle.
 */
export const NewVersion = ({ campaignName, ...form }: NewVersionProps) => {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div>
      <div className={page.actions}>
        <Button
          variant={open ? 'secondary' : 'primary'}
          aria-expanded={open}
          aria-controls={panel}
          aria-label={open ? 'Cancel the new version' : `Add a version to ${campaignName}`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Cancel new version' : 'Add a version'}
        </Button>
      </div>
      <div id={panel} hidden={!open}>
        {open && <VersionForm version={null} {...form} />}
      </div>
    </div>
  );
};
