import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SERVER_CODE = ['**/packages/server/**', '**/server/src/**', '@pflegepuls/server*'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'data-*/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        window: 'readonly',
        document: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-undef': 'off',
    },
  },
  // The rules of hooks (and the React Compiler's checks of purity, refs and effects) for the web app.
  { files: ['packages/web/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  // Import boundaries: shared imports nothing of server or web; the browser never imports server
  // code; the platform and ui layers know no domain. (A later block replaces an earlier block's
  // patterns for the same file, so each block lists all of its own.)
  boundary(
    ['packages/shared/src/**'],
    ['**/server/**', '**/web/**', '@pflegepuls/server*', '@pflegepuls/web*'],
  ),
  boundary(['packages/web/src/**'], SERVER_CODE),
  boundary(['packages/server/src/platform/**'], ['**/domains/**']),
  boundary(
    ['packages/web/src/platform/**', 'packages/web/src/ui/**'],
    [...SERVER_CODE, '**/domains/**', '**/app/**'],
  ),
);

/** Files matching `files` may not import modules matching `patterns`. */
function boundary(files, patterns) {
  return {
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: patterns, message: 'Diese Schicht darf das nicht importieren (eslint.config.js).' },
          ],
        },
      ],
    },
  };
}
