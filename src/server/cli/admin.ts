// Admin commands for self-hosters: `npm run admin -- <command> …`. Uses the same configuration
// (DATA_DIR or DATABASE_URL) as the server.
import { ConfigError, loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { setSubscriptionStatusByEmail } from '../features/auth/auth.service.ts';

const STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'paused',
  'none',
] as const;

const USAGE = `Usage:
  npm run admin -- subscription <email> <status>

  Sets an account's subscription status by hand (for servers without Stripe).
  <status> is one of: ${STATUSES.join(', ')} ("none" clears it; active and trialing are paid).`;

async function main(args: string[]): Promise<number> {
  const [command, email, status] = args;
  if (command !== 'subscription' || !email || !status) {
    console.error(USAGE);
    return 2;
  }
  if (!(STATUSES as readonly string[]).includes(status)) {
    console.error(`Unknown status "${status}".\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePool.max,
    poolWaitMs: config.databasePool.waitMs,
  });
  try {
    await migrateToLatest(database.db);
    const user = await setSubscriptionStatusByEmail(
      database.db,
      email.trim().toLowerCase(),
      status === 'none' ? null : status,
      status === 'none' ? null : (config.billing?.planName ?? `${config.appName} Premium`),
    );
    console.log(`${user.email}: subscription status is now ${user.subscriptionStatus || 'none'}`);
    return 0;
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof AppError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
