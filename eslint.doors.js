/**
 * Issue 40's doors: the browser's storage and address only through src/services (the router's hash-location
 * adapter and the boot aside), and one exported React component per view file, the file named after it (Twenty's
 * "one main export per file").
 */

const isComponentName = (name) => /^[A-Z]/.test(name ?? '');

const hasJsx = (node) => {
  let found = false;
  const walk = (n) => {
    if (found || !n || typeof n.type !== 'string') return;
    if (n.type === 'JSXElement' || n.type === 'JSXFragment') return void (found = true);
    for (const [key, value] of Object.entries(n)) {
      if (key === 'parent') continue;
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') walk(value);
    }
  };
  walk(node);
  return found;
};

// A component is a capitalised function that draws JSX, bare or wrapped (memo, forwardRef, lazy).
const isComponent = (name, init) =>
  isComponentName(name) &&
  !!init &&
  ['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'CallExpression'].includes(
    init.type,
  ) &&
  hasJsx(init);

const oneComponentPerFile = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { more: 'A view file exports one component: move {{name}} to its own file.' },
  },
  create(context) {
    const local = new Map();
    const exported = [];
    return {
      'Program > FunctionDeclaration'(node) {
        if (node.id) local.set(node.id.name, node);
      },
      'Program > VariableDeclaration > VariableDeclarator'(node) {
        if (node.id.type === 'Identifier') local.set(node.id.name, node.init);
      },
      ExportNamedDeclaration(node) {
        const declaration = node.declaration;
        if (declaration?.type === 'FunctionDeclaration' && declaration.id)
          exported.push([declaration.id.name, declaration, declaration]);
        if (declaration?.type === 'VariableDeclaration')
          for (const d of declaration.declarations)
            if (d.id.type === 'Identifier') exported.push([d.id.name, d.init, d]);
        if (node.exportKind === 'type') return;
        for (const s of node.specifiers ?? [])
          if (s.exportKind !== 'type' && s.exported.type === 'Identifier' && s.local.type === 'Identifier')
            // A capitalised name passed on from another module counts as a component: that one cannot be read here.
            exported.push([s.exported.name, node.source ? true : s.local.name, s]);
      },
      ExportDefaultDeclaration(node) {
        const name = node.declaration.id?.name ?? node.declaration.name ?? 'Default';
        exported.push([name, node.declaration.type === 'Identifier' ? name : node.declaration, node]);
      },
      'Program:exit'() {
        const components = exported.filter(
          ([name, init]) =>
            (init === true && isComponentName(name)) ||
            isComponent(name, typeof init === 'string' ? local.get(init) : init),
        );
        for (const [name, , node] of components.slice(1))
          context.report({ node, messageId: 'more', data: { name } });
      },
    };
  },
};

export const doorsPlugin = { rules: { 'one-component-per-file': oneComponentPerFile } };

const doorMessage =
  'Only src/services touch the browser address and storage: use services/navigation or services/storage through a machine.';

export const doors = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/**', 'src/main.tsx', 'src/app/route-hash-location.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage', 'location', 'history'].map((name) => ({
          name,
          message: doorMessage,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage', 'location', 'history'].flatMap((property) =>
          ['window', 'globalThis', 'self', 'document'].map((object) => ({
            object,
            property,
            message: doorMessage,
          })),
        ),
      ],
    },
  },
  {
    files: ['src/views/**/*.tsx'],
    plugins: { doors: doorsPlugin },
    rules: { 'doors/one-component-per-file': 'error' },
  },
];
