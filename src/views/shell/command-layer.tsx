import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppActors } from '../../app/actors';
import { paletteMachine } from '../../machines/palette.machine';
import { screenKeys } from '../../rules/permission-catalogue';
import { holds } from '../../rules/permission-visibility';
import { goPaths } from '../../rules/shortcuts';
import { PaletteHubContext, type PaletteGroup } from '../kit/shortcuts/palette-hub';
import { useNavigate } from '../kit/use-navigate';
import { CommandPalette } from './command-palette';
import { NewRecordHost } from './new-record-host';
import { SavedViewsCommands } from './saved-views-commands';
import { ShortcutSheet } from './shortcut-sheet';

/**
 * The signed-in console's keyboard layer (issue 19): the palette actor, the groups screens add to the palette, the
 * go-to shortcuts, the palette and the shortcut sheet. Screens below reach it through PaletteHubContext.
 */
export const CommandLayer = ({ children }: { children: ReactNode }) => {
  const actor = useScreenActor(paletteMachine, { input: {} });
  const roleMap = useSelector(useAppActors().auth, (s) => s.context.roleMap);
  const navigate = useNavigate();
  const [groups, setGroups] = useState<readonly PaletteGroup[]>([]);
  const register = useCallback((group: PaletteGroup) => {
    setGroups((all) => [...all.filter((g) => g.id !== group.id), group]);
    return () => setGroups((all) => all.filter((g) => g !== group));
  }, []);
  const hub = useMemo(() => ({ actor, register }), [actor, register]);

  // g then h, d or t: only to a screen this profile may open (the route would refuse it anyway).
  useEffect(() => {
    const subscription = actor.on('shortcut', ({ command }) => {
      if (command !== 'go.home' && command !== 'go.desk' && command !== 'go.tasks') return;
      const path = goPaths[command];
      if (screenKeys(path).every((key) => holds(roleMap, key))) navigate(path);
    });
    return () => subscription.unsubscribe();
  }, [actor, roleMap, navigate]);

  return (
    <PaletteHubContext.Provider value={hub}>
      <NewRecordHost>{children}</NewRecordHost>
      <CommandPalette actor={actor} groups={groups} />
      <ShortcutSheet actor={actor} />
      <SavedViewsCommands actor={actor} />
    </PaletteHubContext.Provider>
  );
};
