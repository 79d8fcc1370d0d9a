import { useEffect, useState } from 'react';
import type { Tooltips } from '../../contracts/metadata/entities';
import { metaCallQuiet } from '../../services/metadata-api';
import { InfoTooltip } from '../kit/info-tooltip/info-tooltip';

// Field help is reference text: loaded once per page load and shared by every metadata screen.
let tooltips: Promise<Tooltips> | null = null;
const loadTooltips = () => (tooltips ??= metaCallQuiet<Tooltips>('tooltips').catch(() => ({}) as Tooltips));

/** An info tooltip with the field help of meta/tooltips/get_all; nothing when the service has none for `k`. */
export const FieldHelp = ({ k, label }: { k: string; label: string }) => {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadTooltips().then((all) => live && setText(all[k] ?? null));
    return () => {
      live = false;
    };
  }, [k]);
  return text ? <InfoTooltip content={text} label={`About ${label}`} /> : null;
};
