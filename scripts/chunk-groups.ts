/**
 * How the console's build groups its modules into chunks (issue 38). Left to automatic splitting, every set of
 * modules shared by a different set of screens became its own file: a cold desk pulled 98 JS files and its data
 * call waited behind them. These groups trade a few shared bytes for a handful of requests per screen, while the
 * heavy libraries (grid, tree, graph layout, query builder, charts, SIP) stay in chunks only their screens load.
 */
type Group = {
  name: string | ((id: string) => string | null);
  test?: RegExp | ((id: string) => boolean);
  tags?: '$initial'[];
  priority: number;
  minShareCount?: number;
};

const inPackage = (names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/** Libraries that only some screens need: each keeps a chunk of its own, loaded with those screens. */
const heavy = inPackage([
  '@glideapps',
  'jssip',
  'sdp-transform',
  'elkjs',
  'react-querybuilder',
  '@react-querybuilder',
  '@visx',
  'd3-[a-z-]+',
  'internmap',
]);
/** The tree's libraries (react-arborist and its drag and drop), for the screens with a tree. */
const tree = inPackage([
  'react-arborist',
  'react-dnd',
  'react-dnd-html5-backend',
  'dnd-core',
  'redux',
  'react-window',
]);
const kitTree = /[\\/]src[\\/](views[\\/]kit[\\/]tree[\\/]|rules[\\/]kit-tree)/;
const view = (path: string) => new RegExp(`[\\\\/]src[\\\\/]views[\\\\/]${path}\\.tsx$`);
/** The screens every signed-in visit shows first (the tenant choice, the admin shell and the home), and the phone
 * dock the shell opens for a profile with a phone. */
const roots = {
  // The home's chart too: it always loads with the home, so its own modules should not pull in `shared`.
  shell: [
    view('sessions/tenant-choice'),
    view('layouts/admin-layout'),
    view('dashboard/dashboard'),
    view('kit/charts/chart-plot'),
  ],
  dock: [view('telephony/phone-tabs-dock')],
};

/** What each root set imports statically, filled in once the module graph is known (see chunkGraph). */
const closures = { shell: new Set<string>(), dock: new Set<string>() };
/** Modules that import the tree (directly or through others): kept out of `shared`, which every area loads. */
const treeUsers = new Set<string>();

type GraphContext = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

const closure = (graph: GraphContext, starts: RegExp[], into: Set<string>) => {
  into.clear();
  const queue = [...graph.getModuleIds()].filter((id) => starts.some((root) => root.test(id)));
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (into.has(id)) continue;
    into.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
};

const importersOf = (graph: GraphContext, target: (id: string) => boolean, into: Set<string>) => {
  into.clear();
  const ids = [...graph.getModuleIds()];
  for (const id of ids) if (target(id)) into.add(id);
  for (let grew = true; grew;) {
    grew = false;
    for (const id of ids)
      if (!into.has(id) && graph.getModuleInfo(id)?.importedIds.some((i) => into.has(i))) {
        into.add(id);
        grew = true;
      }
  }
};

/** A plugin that learns the roots' static closures from the module graph before chunks are formed. */
export const chunkGraph = () => ({
  name: 'chunk-graph',
  buildEnd(this: GraphContext) {
    closure(this, roots.shell, closures.shell);
    closure(this, roots.dock, closures.dock);
    importersOf(this, (id) => tree.test(id) || kitTree.test(id), treeUsers);
  },
});

export const chunkGroups: Group[] = [
  // Everything the entry imports (the sign-in route) stays with the entry: two files instead of fifteen.
  { name: 'boot', tags: ['$initial'], priority: 50 },
  // The shell after sign-in in one file, no larger than its parts were: only what those screens import.
  { name: 'shell', test: (id) => closures.shell.has(id) && !heavy.test(id), priority: 45 },
  // The phone dock likewise (JsSIP stays apart: it loads when the phone registers).
  { name: 'dock', test: (id) => closures.dock.has(id) && !heavy.test(id), priority: 42 },
  // The kit's tree with its libraries, so `shared` (which every area loads) does not pull them in.
  { name: 'tree', test: (id) => tree.test(id) || kitTree.test(id), priority: 5 },
  // The shared UI libraries (Radix, floating-ui, react-hook-form, rxjs operators…): the admin shell needs most.
  {
    name: 'vendor',
    test: (id) => /node_modules/.test(id) && !heavy.test(id) && !tree.test(id),
    minShareCount: 2,
    priority: 20,
  },
  // The console's own code shared by two screens or more (kit, shell, contracts, api modules, machines).
  {
    name: 'shared',
    test: (id) => /[\\/]src[\\/]/.test(id) && !treeUsers.has(id),
    minShareCount: 2,
    priority: 10,
  },
];
