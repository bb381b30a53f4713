// Makes the first administrator (or another one): `npm run create-admin -- --email a@b.c --name "Ada"`.
// The password is read from ADMIN_PASSWORD or asked for on the terminal, never taken from argv.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { emailSchema, passwordSchema } from '../contracts/common';
import { hashPassword } from '../lib/crypto';
import { openDatabase } from './client';
import { users } from './schema';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string', default: 'Administrator' } } });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new Error('Give the admin e-mail: npm run create-admin -- --email admin@your-company.com');
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password for the new admin: ');
    rl.close();
  }
  const pw = passwordSchema.safeParse(password);
  if (!pw.success) throw new Error(pw.error.issues[0].message);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 2 });
  try {
    const [existing] = await database.db.select().from(users).where(eq(users.email, email.data));
    if (existing) throw new Error(`An account with ${email.data} already exists`);
    await database.db
      .insert(users)
      .values({ role: 'admin', name: values.name ?? 'Administrator', email: email.data, passwordHash: await hashPassword(pw.data) });
    console.log(`Admin ${email.data} created. Log in at /app/login.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});
