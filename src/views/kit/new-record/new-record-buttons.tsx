import type { RecordType } from '../../../contracts/workflow/cases';
import { Permitted } from '../permission/permitted';
import { Button } from '../ui/button';
import { useNewRecord, type NewCaseRequest } from './new-record';

type NewRecordButtonsProps = Omit<NewCaseRequest, 'recordType'> & {
  /** Which records this place may start; both by default (a customer may bring a case or a lead). */
  types?: readonly RecordType[];
  variant?: 'primary' | 'secondary';
};

const labels: Record<RecordType, string> = { case: 'New case', lead: 'New lead' };

/** "New case" / "New lead" for a page's header, with what the page knows filled in; only for profiles that may. */
export const NewRecordButtons = ({
  types = ['case', 'lead'],
  variant = 'secondary',
  ...request
}: NewRecordButtonsProps) => {
  const open = useNewRecord();
  if (!open) return null;
  return (
    <Permitted action="desk.create">
      {types.map((recordType) => (
        <Button key={recordType} variant={variant} onClick={() => open({ ...request, recordType })}>
          {labels[recordType]}
        </Button>
      ))}
    </Permitted>
  );
};
