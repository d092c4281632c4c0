import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createOpsUser } from '../modules/ops-users/ops-user-store';
import { parseNewOpsUser } from '../modules/ops-users/new-ops-user-input';
import { createOrganizationRegistry } from '../modules/organizations/registry';

const USAGE = `Usage: npm run ops:create-user -w @openheloc/server -- \\
  --email pat@lender.example --name "Pat Lee" --roles UNDERWRITER,NOTARY [--orgs OPENHELOC]
The password is read from OPS_USER_PASSWORD, else from the first line of standard input.
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
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const password = process.env.OPS_USER_PASSWORD ?? (await readLine('Password: '));
  const knownOrgCodes = createOrganizationRegistry()
    .all()
    .map((org) => org.orgCode);
  const input = parseNewOpsUser({ ...values, password }, knownOrgCodes);
  if (!input.ok) {
    console.error(`${input.problems.join('\n')}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await migrate(database);
    const uuid = await createOpsUser(database.db, input.user, input.password);
    if (uuid === null) {
      console.error(`An operations user with the e-mail ${input.user.email} already exists.`);
      return 1;
    }
    console.log(`Created operations user ${input.user.email} (${uuid}).`);
    return 0;
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
