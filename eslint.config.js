import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { actors } from './eslint.actors.js';
import { boundaries } from './eslint.boundaries.js';
import { doors } from './eslint.doors.js';
import { tables } from './eslint.tables.js';
import { tenantDoor } from './eslint.tenant-door.js';

const viewFolders = readdirSync(new URL('./src/views', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'server/db/migrations',
      'tests/model/generated',
      'test-results',
      'playwright-report',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...boundaries(viewFolders),
  ...doors,
  ...actors,
  {
    // Issue 24: one visual language. Every screen outside the kit uses the kit's Button, IconButton or
    // buttonClass(), so a raw button or the old shared classes cannot creep back; the kit itself draws them.
    files: ['src/views/**/*.tsx'],
    ignores: ['src/views/kit/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='button']",
          message: "Use the kit's Button or IconButton (src/views/kit/ui/button.tsx)",
        },
        {
          selector: 'ImportDeclaration[source.value=/shared\\/button\\.module\\.css$/]',
          message: "Use the kit's Button, IconButton or buttonClass() (src/views/kit/ui/button.tsx)",
        },
      ],
    },
  },
  {
    // Files small (the developers' guide: none over 300 lines outside seed data), kept by the linter, not by hand.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['server/db/seed/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Browser specs run axe through tests/e2e/support/axe.ts alone: its settings made a screen's check 3–7× faster,
    // and a spec calling AxeBuilder itself would quietly pay the slow way again.
    files: ['tests/**/*.ts'],
    ignores: ['tests/e2e/support/axe.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: '@axe-core/playwright',
          message: 'Use axeOf() or noBlockingViolations() from tests/e2e/support/axe.ts',
        },
      ],
    },
  },
  tenantDoor,
  ...tables,
);
