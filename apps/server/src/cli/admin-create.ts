import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { passwordField } from '@sirkula/domain/auth';
import { translate } from '@sirkula/domain/i18n';
import { emailField } from '@sirkula/domain/users';
import { loadConfig } from '../config.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { lockDataDir } from '../db/lock.ts';
import { migrate } from '../db/migrate.ts';
import { findUserByEmail } from '../features/auth/queries.ts';
import { createUser } from '../seed/factories.ts';

/** Reads the password from standard input: typed at a prompt, or piped by a provisioning script. */
async function readPassword(): Promise<string> {
  const reader = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  const password = await reader.question(process.stdin.isTTY ? 'Password for the new admin: ' : '');
  reader.close();
  return password.trim();
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success)
    throw new Error('Usage: npm run admin:create -- --email admin@example.co.id [--name "Full Name"]');
  const password = passwordField.safeParse(await readPassword());
  if (!password.success)
    throw new Error(translate('en', password.error.issues[0]?.message ?? 'validation.invalid'));

  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(`${config.dataDir}/db`);
  try {
    await migrate(database);
    if (await findUserByEmail(database.db, email.data))
      throw new Error(`An account for ${email.data} already exists.`);
    await createUser(database.db, {
      name: values.name ?? 'Administrator',
      email: email.data,
      password: password.data,
      userType: 'internal',
      role: 'admin',
    });
    console.log(`Internal admin ${email.data} created.`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
