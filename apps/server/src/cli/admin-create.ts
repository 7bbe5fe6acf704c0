import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { passwordField } from '@sirkula/domain/auth/rules';
import { translate } from '@sirkula/domain/shared/i18n';
import { emailField, nameField } from '@sirkula/domain/users/rules';
import { loadConfig } from '../config.ts';
import { withConfiguredDatabase } from '../db/with-database.ts';
import { findUserByEmail } from '../features/auth/queries.ts';
import { createUser } from '../features/companies/factories.ts';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.co.id [--name "Full Name"]';

/**
 * Reads the password from standard input: typed at a prompt, or piped by a provisioning script. An
 * input that ends before a line (nothing piped, Ctrl-D) gives no password, instead of waiting forever.
 */
async function readPassword(): Promise<string> {
  const reader = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  if (process.stdin.isTTY) process.stdout.write('Password for the new admin: ');
  const line = await reader[Symbol.asyncIterator]().next();
  reader.close();
  return line.done ? '' : line.value.trim();
}

function refused(field: string, issue: string | undefined): Error {
  return new Error(`${field}: ${translate('en', issue ?? 'validation.invalid')}\n${USAGE}`);
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) throw refused('E-mail', email.error.issues[0]?.message);
  const name = nameField.safeParse(values.name ?? 'Administrator');
  if (!name.success) throw refused('Name', name.error.issues[0]?.message);
  const typed = await readPassword();
  if (!typed)
    throw new Error(`No password given: type it at the prompt, or pipe it on standard input.\n${USAGE}`);
  const password = passwordField.safeParse(typed);
  if (!password.success) throw refused('Password', password.error.issues[0]?.message);

  const config = loadConfig();
  await withConfiguredDatabase(config, async ({ db }) => {
    if (await findUserByEmail(db, email.data))
      throw new Error(`An account for ${email.data} already exists.`);
    await createUser(db, {
      name: name.data,
      email: email.data,
      password: password.data,
      userType: 'internal',
      role: 'admin',
    });
  });
  console.log(`Internal admin ${email.data} created.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
