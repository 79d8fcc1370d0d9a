import type { RoleMap } from '../../contracts/auth';
import type { QuickSearchGroup } from '../../contracts/search';
import { hitGroupNames, hitPath, matchesTerm, paletteScreens } from '../../rules/palette-items';
import type { PaletteGroup } from '../kit/shortcuts/palette-hub';

export type PaletteOption = { id: string; label: string; detail: string; run: () => void };
export type PaletteOptionGroup = { id: string; label: string; options: PaletteOption[] };

type Sources = {
  term: string;
  roleMap: RoleMap;
  groups: readonly PaletteGroup[];
  found: readonly QuickSearchGroup[];
  navigate: (path: string) => void;
};

const fromRegistered = (groups: readonly PaletteGroup[], term: string): PaletteOptionGroup[] =>
  groups.map((g) => ({
    id: `cmd-${g.id}`,
    label: g.label,
    options: g.commands
      .filter((c) => matchesTerm(c.label, term))
      .map((c) => ({ id: `${g.id}-${c.id}`, label: c.label, detail: '', run: c.run })),
  }));

/**
 * What the palette lists, in order: the open record's actions, the screens this profile may open, groups other
 * features add, then the records found. Groups left empty by the term drop out.
 */
export const paletteOptions = ({ term, roleMap, groups, found, navigate }: Sources): PaletteOptionGroup[] => {
  const screens: PaletteOptionGroup = {
    id: 'screens',
    label: 'Go to',
    options: paletteScreens(roleMap)
      .filter((s) => matchesTerm(`${s.name} ${s.area}`, term))
      .map((s) => ({ id: `screen-${s.path}`, label: s.name, detail: s.area, run: () => navigate(s.path) })),
  };
  const records = found.map((g) => ({
    id: `found-${g.kind}`,
    label: hitGroupNames[g.kind],
    options: g.hits.flatMap((hit) => {
      const path = hitPath(g.kind, hit.id, roleMap);
      return path
        ? [{ id: `${g.kind}-${hit.id}`, label: hit.title, detail: hit.detail, run: () => navigate(path) }]
        : [];
    }),
  }));
  return [
    ...fromRegistered(
      groups.filter((g) => g.place === 'record'),
      term,
    ),
    screens,
    ...fromRegistered(
      groups.filter((g) => g.place === 'extra'),
      term,
    ),
    ...records,
  ].filter((g) => g.options.length > 0);
};
