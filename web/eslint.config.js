import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Modules outside `src/` are reached through `@/`, never through `../`. */
const noParentImports = {
  group: ['../*'],
  message: 'Importer via l’alias `@/` plutôt que par un chemin relatif parent.',
};

/** Shared code (components, hooks, lib, config, types, stores) knows no feature and no app. */
const sharedBoundary = {
  files: ['src/{components,config,hooks,lib,stores,types,utils}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noParentImports,
          {
            group: ['@/features/*', '@/app/*'],
            message: 'Le code partagé n’importe ni feature ni app.',
          },
        ],
      },
    ],
  },
};

/** A feature imports shared code and itself, never another feature nor the app. */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noParentImports,
          {
            regex: `^@/features/(?!${feature}/)`,
            message:
              'Pas d’import d’une feature dans une autre : passer par app/ ou par le code partagé.',
          },
          { group: ['@/app/*'], message: 'Une feature n’importe pas app/.' },
        ],
      },
    ],
  },
}));

export default defineConfig([
  // Written by `npm run api:types` from the server's OpenAPI document.
  globalIgnores(['dist', 'coverage', 'src/types/openapi.ts']),
  {
    files: ['**/*.{js,ts,tsx}'],
    extends: [js.configs.recommended],
  },
  {
    files: ['*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, reactRefresh.configs.vite],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-imports': ['error', { patterns: [noParentImports] }],
    },
  },
  {
    files: ['src/testing/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  sharedBoundary,
  ...featureBoundaries,
]);
