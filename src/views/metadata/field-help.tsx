import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { fieldHelpMachine } from '../../machines/field-help.machine';
import { InfoTooltip } from '../kit/info-tooltip/info-tooltip';

/** An info tooltip with the field help of meta/tooltips/get_all; nothing when the service has none for `k`. */
export const FieldHelp = ({ k, label }: { k: string; label: string }) => {
  const text = useSelector(useScreenActor(fieldHelpMachine), (s) => s.context.tooltips[k] ?? null);
  return text ? <InfoTooltip content={text} label={`About ${label}`} /> : null;
};
