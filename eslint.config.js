// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const listDirs = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Import boundaries (DESIGN.md §2, CONVENTIONS): web features never import each other and meet only
// in src/web/app; ui primitives and lib never import features; server code never imports web code;
// a server feature reaches another feature through its service, never its repository or routes.
const webFeatures = listDirs('src/web/features');
const serverFeatures = listDirs('src/server/features');
const zones = [
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Web features never import each other; compose them in src/web/app.',
  })),
  {
    target: './src/web/components',
    from: ['./src/web/features', './src/web/app'],
    message: 'UI primitives never import features.',
  },
  {
    target: './src/web/lib',
    from: ['./src/web/features', './src/web/app'],
    message: 'lib never imports features.',
  },
  { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app never imports server code; share through src/contracts.',
  },
  {
    target: './src/contracts',
    from: ['./src/server', './src/web'],
    message: 'Contracts depend on nothing but zod.',
  },
  ...serverFeatures.map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: './src/server/features',
    except: [
      `./${feature}`,
      ...serverFeatures.filter((f) => f !== feature).map((f) => `./${f}/${f}.service.ts`),
    ],
    message: "Call another feature's service, never its repository or routes.",
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'import/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', 'scripts/**/*.mjs'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
