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
  // ops-users: operations search for applications (ops-search.ts) as a signed-in operations user.
  application: ['auth', 'documents', 'ops-users', 'profile', 'workflow'],
  auth: [],
  // documents: the files sent in a chat are checked by content and scanned as uploads are.
  chat: ['application', 'auth', 'documents', 'identity', 'ops-users', 'profile'],
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
  // second-factor: the sign-in's second step (decision 0044).
  identity: ['auth', 'messages', 'profile', 'second-factor', 'workflow'],
  'identity-broker': ['auth', 'identity'],
  income: ['application', 'auth', 'conditions', 'workflow'],
  // The outbox is a leaf: every module that causes a message writes it (docs/decisions/0018).
  messages: [],
  // Notarization finishes the signed security instrument with signing's page code (decision 0040);
  // the room shows the notary the owners' uploaded IDs (documents).
  notary: [
    'application',
    'auth',
    'documents',
    'ops-users',
    'profile',
    'signers',
    'signing',
    'workflow',
  ],
  'ops-auth': [],
  'ops-users': ['identity', 'second-factor'],
  notifications: ['auth'],
  organizations: [],
  originators: [],
  'password-reset': ['auth', 'identity', 'messages'],
  'provider-budgets': ['identity', 'ops-users', 'workflow'],
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
  // Support requests take the chat's optional sign-in, and e-mail operations' answers.
  support: ['chat', 'messages', 'ops-users', 'workflow'],
  telemetry: ['application', 'auth', 'ops-users', 'workflow'],
  workflow: ['conditions', 'documents', 'messages', 'notifications'],
};

/** Web features (apps/web/src/features/<feature>): shared code lives in components/ and lib/. */
const WEB_FEATURES = {
  application: ['feedback', 'notifications', 'shell'],
  auth: [],
  broker: ['auth'],
  // The chatbot's 'Leave a message' is the Support page's form.
  chat: ['support'],
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
  support: [],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
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
