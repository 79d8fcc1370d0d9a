import { formatDateTime, relativeTime } from '../../../rules/kit-format';
import { useNow } from './use-now';

/** '5 minutes ago', refreshed every second, with the exact date for hover and assistive technology. */
export const RelativeTime = ({ value }: { value: Date | string | number }) => {
  const now = useNow();
  const date = value instanceof Date ? value : new Date(value);
  return (
    <time
      dateTime={Number.isNaN(date.getTime()) ? undefined : date.toISOString()}
      title={formatDateTime(date)}
    >
      {relativeTime(date, now)}
    </time>
  );
};
