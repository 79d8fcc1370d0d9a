import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The arrows of ARCHITECTURE.md §2 as import zones: views → machines → services/streams → rules/contracts, the
 * server reaching into src/ only for contracts and rules, and an area of src/views importing no other area (shared
 * pieces live in views/kit; shell and layouts are the frame around the areas). Each zone names a target folder
 * and the folders it may not import from.
 */
const src = (folders) => folders.map((f) => `./src/${f}`);

const frame = ['kit', 'shell', 'layouts'];

/** One zone per area: its files may not import another area's internals. */
const areaZones = (areas) =>
  areas.map((area) => ({
    target: `./src/views/${area}`,
    from: areas.filter((other) => other !== area).map((other) => `./src/views/${other}`),
    message: 'An area does not import another area: move the shared piece to views/kit.',
  }));

export const layerZones = [
  {
    target: './src/contracts',
    from: [
      ...src(['rules', 'config', 'services', 'streams', 'machines', 'views', 'app', 'main.tsx']),
      './server',
    ],
    message: 'contracts are the innermost layer: they import only contracts.',
  },
  {
    target: ['./src/rules', './src/config'],
    from: [...src(['services', 'streams', 'machines', 'views', 'app', 'main.tsx']), './server'],
    message: 'rules and config are pure: they import contracts, rules and config only.',
  },
  {
    target: './src/services',
    from: [...src(['streams', 'machines', 'views', 'app', 'main.tsx']), './server'],
    message: 'services return data or a typed failure: they never import streams, machines or views.',
  },
  {
    target: './src/streams',
    from: [...src(['machines', 'views', 'app', 'main.tsx']), './server'],
    message: 'streams sit below machines: they never import machines or views.',
  },
  {
    target: './src/machines',
    from: [...src(['views', 'app', 'main.tsx']), './server'],
    message: 'machines never import views or the app.',
  },
  {
    target: './src/views',
    from: src(['services', 'streams']),
    message: 'views are thin: they send events to a machine, which invokes services and streams.',
  },
  {
    target: './src/views',
    from: ['./server', './src/main.tsx'],
    message: 'views never import the server or the entry point.',
  },
  {
    // Issue 40: views may import the app, so the app reaching streams or services would let a view through it.
    // The app sends events to the root system's actors; only the boot, main.tsx, wires streams and services.
    target: './src/app',
    from: src(['streams', 'services']),
    message:
      'the app may not import streams or services: send an event to a machine (main.tsx wires the rest).',
  },
  {
    target: './server',
    from: [
      ...src(['config', 'services', 'streams', 'machines', 'views', 'app', 'main.tsx']),
      './tests',
      './scripts',
    ],
    message: 'the server imports only src/contracts and src/rules from src/.',
  },
];

/** The flat-config blocks: the zones and no-cycle for src/ and server/. */
export const boundaries = (viewFolders) => [
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the imported modules itself: it needs the TypeScript parser for .ts and .tsx.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...areaZones(viewFolders.filter((f) => !frame.includes(f)))] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
