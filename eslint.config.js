// ESLint 9 flat config: type-aware TypeScript rules, React hooks rules, and the import boundaries of
// DESIGN.md section 2, enforced here rather than by memory.
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/**
 * Which top-level folders each layer may not import. `app/**\/*.server.ts(x)` modules are exempt: they
 * run only on the server (React Router loaders and actions) and may reach the server and the database.
 */
const LAYER_RULES = {
  core: { forbidden: ['server', 'db', 'app'], why: 'core/ is pure and shared by server and browser' },
  app: {
    forbidden: ['server', 'db'],
    exempt: /\.server\.tsx?$/,
    why: 'app/ runs in the browser; reach the server from a *.server.ts(x) module or through the SSR context',
  },
  db: { forbidden: ['server', 'app'], why: 'the server depends on the database, not the reverse' },
};

/**
 * A local rule rather than path-pattern matching: it resolves every relative specifier against the
 * importing file, so the verdict depends on where the target really is, and it also sees re-exports and
 * dynamic import(), which `no-restricted-imports` ignores.
 */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction between core/, app/, server/ and db/' },
    messages: { crossing: '{{from}}/ must not import {{to}}/ ({{why}}).' },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename);
    const layer = file.split(path.sep)[0];
    const rule = LAYER_RULES[layer];
    if (!rule || rule.exempt?.test(file)) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), source.value));
      const to = target.split(path.sep)[0];
      if (rule.forbidden.includes(to)) {
        context.report({ node: source, messageId: 'crossing', data: { from: layer, to, why: rule.why } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** STYLE.md: file names are kebab-case (dots separate suffixes such as `.int.test.ts` or `.server.tsx`). */
const KEBAB_CASE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const kebabCaseFilenames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case' },
    messages: { name: 'File name "{{name}}" is not kebab-case.' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!KEBAB_CASE_FILE.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

// Libraries that do I/O or belong to one runtime: core/ holds pure rules usable on both sides.
const CORE_FORBIDDEN_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  '@react-router/*',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'ioredis',
  'nodemailer',
  'node:*',
];

export default defineConfig(
  globalIgnores([
    'build/',
    'data/',
    '.react-router/',
    'node_modules/',
    'db/migrations/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
    'coverage/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: ROOT },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: {
      local: { rules: { 'import-boundaries': importBoundaries, 'kebab-case-filenames': kebabCaseFilenames } },
    },
    rules: {
      'local/import-boundaries': 'error',
      'local/kebab-case-filenames': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // React's onClick={async () => ...} is fine: React ignores the returned promise by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Fastify plugins and interface implementations are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      // Passing on a caught `unknown` (React's onShellError) is forwarding an error, not inventing one.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      eqeqeq: ['error', 'smart'],
      // Named exports everywhere (STYLE.md); framework-owned modules are exempted below.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use a named export (STYLE.md, Naming).' },
      ],
    },
  },
  {
    // Modules whose default export a framework or tool requires.
    files: [
      '*.config.{js,ts,mjs}',
      'app/root.tsx',
      'app/routes.ts',
      'app/routes/**/*.tsx',
      'app/entry.{client,server}.tsx',
      '**/global-setup.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Test assertions read untyped JSON bodies (light-my-request's json() is `any`); `expect` checks them
    // at run time, so the unsafe-* rules would only add casts. Explicit `any` stays forbidden.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Test files share their worker's modules and environment (vitest isolate: false, decision 064): a
      // module mock or an environment change would leak into the files after it.
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'stubEnv', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share modules and process.env (decision 064): pass a dependency instead.',
        })),
      ],
    },
  },
  {
    // Code the browser runs: the first Intl formatter or localeCompare of a page loads ICU, 40-100 ms of
    // main-thread work on a desktop core (decision 063). core/format.ts has the product's formats.
    files: ['app/**/*.{ts,tsx}', 'core/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Use core/format.ts: Intl loads ICU on page load (decision 063).' },
      ],
      'no-restricted-properties': [
        'error',
        ...['localeCompare', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map(
          (property) => ({
            property,
            message: 'Use core/format.ts: this loads ICU on page load (decision 063).',
          }),
        ),
      ],
    },
  },
  {
    files: ['core/**/*.{ts,tsx}'],
    ignores: ['core/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: CORE_FORBIDDEN_PACKAGES,
              message: 'core/ holds pure rules: no I/O and no framework imports.',
            },
          ],
        },
      ],
    },
  },
);
