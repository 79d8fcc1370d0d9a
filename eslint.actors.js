/**
 * Issue 40: every actor lives in the console's one system. The root is created in src/main.tsx and a screen's own
 * actor through useScreenActor (src/app/screen-actor.ts); a view creating an actor any other way would start a
 * system of its own that the debug panel, the state report and tests never see.
 * A plugin rule of its own (not no-restricted-imports) so another block's restricted imports cannot override it.
 */

const hooks = new Set(['useActorRef', 'useActor', 'useMachine', 'createActorContext']);
const creators = new Set(['createActor', 'interpret']);

const noOwnActor = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { hooks: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      own: "{{name}} starts an actor outside the console's system: use useScreenActor (src/app/screen-actor.ts), or an actor from useAppActors().",
    },
  },
  create(context) {
    const withHooks = context.options[0]?.hooks === true;
    return {
      ImportDeclaration(node) {
        const from = node.source.value;
        if (from !== 'xstate' && from !== '@xstate/react') return;
        for (const s of node.specifiers) {
          if (s.type !== 'ImportSpecifier' || s.importKind === 'type') continue;
          const name = s.imported.name ?? s.imported.value;
          const refused = from === 'xstate' ? creators.has(name) : withHooks && hooks.has(name);
          if (refused) context.report({ node: s, messageId: 'own', data: { name } });
        }
      },
    };
  },
};

const plugins = { actors: { rules: { 'no-own-actor': noOwnActor } } };

export const actors = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/app/screen-actor.ts'],
    plugins,
    rules: { 'actors/no-own-actor': 'error' },
  },
  {
    files: ['src/views/**/*.{ts,tsx}'],
    plugins,
    rules: { 'actors/no-own-actor': ['error', { hooks: true }] },
  },
];
