// `npm run db:reset`: wipes the embedded database (.data/). It never touches a DATABASE_URL database.
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

if (process.env.DATABASE_URL) {
  console.error(
    'db:reset only wipes the embedded PGlite database in .data/. DATABASE_URL is set, so the gateway uses that ' +
      'PostgreSQL instead; reset it with your own tools (for example: dropdb and createdb), then restart the gateway.',
  );
  process.exit(1);
}

const dataRoot = resolve('.data');
if (existsSync(dataRoot)) {
  rmSync(dataRoot, { recursive: true, force: true });
  console.log(`Removed ${dataRoot}. The next start of the gateway creates a fresh database.`);
} else {
  console.log(`Nothing to reset: ${dataRoot} does not exist.`);
}
