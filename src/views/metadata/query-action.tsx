import { type ActionProps } from 'react-querybuilder';
import { Button } from '../kit/ui/button';

/** The builder's actions as kit buttons: adding is secondary, removing is quiet until it happens (one click). */
export const QueryAction = ({ label, title, className, handleOnClick, disabled, testID }: ActionProps) => {
  const removes = testID === 'remove-rule' || testID === 'remove-group';
  return (
    <Button
      size="sm"
      variant={removes ? 'quiet' : 'secondary'}
      tone={removes ? 'danger' : undefined}
      className={className}
      title={title}
      // The library's remove label is a bare ⨯: the title names what it removes.
      aria-label={removes ? title : undefined}
      disabled={disabled}
      onClick={(e) => handleOnClick(e)}
    >
      {label}
    </Button>
  );
};
