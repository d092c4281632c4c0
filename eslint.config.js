import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './eslint-rules/boundaries.js';

/** Tests may reach into any unit's test support; the boundaries hold for the product's code. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-support/**', '**/testing/**'];

/**
 * Server modules (apps/server/src/modules/<module>): who may import whom, as the code stood when
 * the rule came (docs/decisions/0012). Two pairs still import each other (application and
 * documents, workflow with documents and conditions); they are listed so that nothing new is
 * added, and each should lose one direction.
 */
const SERVER_MODULES = {
  addresses: [],
  application: ['auth', 'documents', 'profile', 'workflow'],
  auth: [],
  chat: ['application', 'auth', 'identity', 'ops-users', 'profile'],
  chatbot: ['application', 'chat', 'conditions', 'hours', 'identity'],
  conditions: [
    'application',
    'auth',
    'documents',
    'flags',
    'messages',
    'notifications',
    'ops-users',
    'profile',
    'signers',
    'workflow',
  ],
  documents: ['application', 'auth', 'identity', 'ops-users', 'workflow'],
  experiments: ['ops-users'],
  feedback: ['auth', 'ops-users', 'workflow'],
  flags: ['ops-auth'],
  hours: ['ops-users'],
  identity: ['auth', 'messages', 'profile', 'workflow'],
  'identity-broker': ['auth', 'identity'],
  income: ['application', 'auth', 'conditions', 'workflow'],
  // The outbox is a leaf: every module that causes a message writes it (docs/decisions/0018).
  messages: [],
  notary: ['application', 'auth', 'ops-users', 'profile', 'signers', 'workflow'],
  'ops-auth': [],
  'ops-users': ['identity'],
  notifications: ['auth'],
  organizations: [],
  originators: [],
  'password-reset': ['auth', 'identity', 'messages'],
  profile: ['auth'],
  'sandbox-clock': ['ops-auth'],
  // A co-borrower's passed ID check clears the ID request operations raised to them.
  signers: [
    'application',
    'auth',
    'conditions',
    'documents',
    'flags',
    'identity',
    'messages',
    'profile',
    'signing',
    'workflow',
  ],
  signing: ['application', 'auth', 'documents', 'workflow'],
  telemetry: ['application', 'auth', 'ops-users', 'workflow'],
  workflow: ['conditions', 'documents', 'messages', 'notifications'],
};

/** Web features (apps/web/src/features/<feature>): shared code lives in components/ and lib/. */
const WEB_FEATURES = {
  application: ['feedback', 'notifications', 'shell'],
  auth: [],
  broker: ['auth'],
  chat: [],
  'dev-mailbox': ['shell'],
  feedback: [],
  footer: ['legal'],
  landing: [],
  notifications: [],
  legal: [],
  ops: ['chat', 'shell'],
  registration: [],
  // The developer toolbar signs in with the login page's call and form rules.
  shell: ['auth'],
  signer: [],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': ['error', { root: 'apps/server/src/modules', allow: SERVER_MODULES }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': [
        'error',
        { root: 'apps/web/src/features', alias: 'apps/web/src', allow: WEB_FEATURES },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@openheloc/server', '@openheloc/web'] },
      ],
    },
  },
);
