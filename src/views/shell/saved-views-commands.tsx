import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppActors } from '../../app/actors';
import type { paletteMachine } from '../../machines/palette.machine';
import { screenKeys } from '../../rules/permission-catalogue';
import { holds } from '../../rules/permission-visibility';
import { savedViewLink, viewListPaths } from '../../rules/saved-view-link';
import { usePaletteGroup } from '../kit/shortcuts/palette-hub';
import { useNavigate } from '../kit/use-navigate';
import { useQuery } from '../kit/use-query';

const listNames = { case: 'Cases', lead: 'Leads', task: 'Tasks' } as const;

/**
 * The palette's saved views: read each time the palette opens (a view saved a moment ago is there), each opening
 * its list on the view; a list the profile may not open is left out, as its screen is.
 */
export const SavedViewsCommands = ({ actor }: { actor: ActorRefFrom<typeof paletteMachine> }) => {
  const roleMap = useSelector(useAppActors().auth, (s) => s.context.roleMap);
  const opening = useSelector(actor, (s) => (s.matches('open') ? 1 : undefined));
  const { data } = useQuery('views.all', opening);
  const navigate = useNavigate();
  const group = useMemo(() => {
    const views = (data ?? []).filter((v) =>
      screenKeys(viewListPaths[v.list]).every((k) => holds(roleMap, k)),
    );
    if (views.length === 0) return null;
    return {
      id: 'saved-views',
      label: 'Saved views',
      place: 'extra' as const,
      commands: views.map((v) => ({
        id: String(v.id),
        label: `${v.name} (${listNames[v.list]})`,
        run: () => navigate(savedViewLink(v)),
      })),
    };
  }, [data, roleMap, navigate]);
  usePaletteGroup(group);
  return null;
};
