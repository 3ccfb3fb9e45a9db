import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'tests/fixtures/*/build/', 'tests/fixtures/*/.docusaurus/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['babel.config.js'],
    languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', require: 'readonly'}},
  },
  {
    // Bundler loaders and shims of local plugins (loaded by the bundler with require()).
    files: ['plugins/**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', exports: 'writable', require: 'readonly', __dirname: 'readonly'}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Browser modules of local plugins written in JavaScript (bundled by webpack).
    files: ['plugins/*/client/**/*.js'],
    languageOptions: {
      sourceType: 'module',
      globals: {window: 'readonly', document: 'readonly', navigator: 'readonly', requestIdleCallback: 'readonly', setTimeout: 'readonly', __webpack_require__: 'readonly'},
    },
  },
);
