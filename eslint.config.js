import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * Besides the usual rules, this holds ARCHITECTURE.md's boundaries so they survive later commits:
 * lib, ui and workers never import tools or app; a tool never imports another tool; main-thread
 * code imports only types from worker files.
 */
const noAppOrTools = {
  group: ['**/tools/**', '**/app/**', '../app', '../tools'],
  message: 'lib, ui and workers must not import tools or app (ARCHITECTURE.md "Layout").',
}
const workerFiles = {
  group: ['**/*.worker', '**/*.worker.ts'],
  allowTypeImports: true,
  message: 'Import only types from worker files; go through the engine client.',
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/results', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/lib/**', 'src/ui/**', 'src/workers/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppOrTools, workerFiles] }] },
  },
  {
    files: ['src/tools/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/*', '!../../*'], message: 'A tool never imports another tool; move shared code to lib, ui or a worker engine.' },
            { group: ['**/app/**', '../../app'], message: 'Tools do not import the app shell; use ui/tool-frame-context.' },
            workerFiles,
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [workerFiles] }] },
  },
)
