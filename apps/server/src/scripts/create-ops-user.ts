import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import type { Db } from '../db/client';
import { createOpsUser, resetOpsUserPassword } from '../modules/ops-users/ops-user-store';
import { parseNewOpsUser } from '../modules/ops-users/new-ops-user-input';
import { createOrganizationRegistry } from '../modules/organizations/registry';

const USAGE = `Usage: npm run ops:create-user -w @openheloc/server -- \\
  --email pat@lender.example --name "Pat Lee" --roles UNDERWRITER,NOTARY [--orgs OPENHELOC]
       npm run ops:create-user -w @openheloc/server -- --reset --email pat@lender.example
The password is read from OPS_USER_PASSWORD, else from the first line of standard input.
With --reset --email <address>, sets that password on an existing user instead: it signs in
once, and the user must choose a new one before anything else.
--orgs takes lender codes separated by commas; '*' (the default) serves every lender.`;

/** Creates an operations user in the configured database (DATABASE_URL or DATA_DIR). */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      roles: { type: 'string' },
      orgs: { type: 'string' },
      help: { type: 'boolean' },
      reset: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const password = process.env.OPS_USER_PASSWORD ?? (await readLine('Password: '));
  if (values.reset) return resetPassword(values.email, password);
  const knownOrgCodes = createOrganizationRegistry()
    .all()
    .map((org) => org.orgCode);
  const input = parseNewOpsUser({ ...values, password }, knownOrgCodes);
  if (!input.ok) {
    console.error(`${input.problems.join('\n')}\n\n${USAGE}`);
    return 2;
  }
  return withDatabase(async (db) => {
    const uuid = await createOpsUser(db, input.user, input.password);
    if (uuid === null) {
      console.error(`An operations user with the e-mail ${input.user.email} already exists.`);
      return 1;
    }
    console.log(`Created operations user ${input.user.email} (${uuid}).`);
    return 0;
  });
}

/** An administrator's reset: the user changes the password at the next sign-in. */
async function resetPassword(email: string | undefined, password: string): Promise<number> {
  if (!email || password.length === 0) {
    console.error(`--reset needs --email and a password.\n\n${USAGE}`);
    return 2;
  }
  return withDatabase(async (db) => {
    if (!(await resetOpsUserPassword(db, email, password, new Date()))) {
      console.error(`No operations user has the e-mail ${email}.`);
      return 1;
    }
    console.log(`Reset the password of ${email}; they choose a new one at the next sign-in.`);
    return 0;
  });
}

async function withDatabase(work: (db: Db) => Promise<number>): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await migrate(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function readLine(prompt: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await lines.question(process.stdin.isTTY ? prompt : '');
  } finally {
    lines.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
