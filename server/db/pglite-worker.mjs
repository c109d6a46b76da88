// The embedded database of server/db/pglite.ts, run in a worker thread. PGlite is PostgreSQL compiled
// to WebAssembly: every statement runs synchronously on the thread that calls it. On the gateway's
// own thread a busy database stalled the HTTP server, so requests waited unread, out of sight of the
// load shedding, and the database and the HTTP work could never use two cores. Here the main thread
// keeps reading requests (and refusing them in time) while this one runs the statements.
// Plain JavaScript so it starts the same under tsx, vitest and node alone.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string, template: ArrayBuffer | undefined }} */
const { dataDir, template } = workerData;

/** The fields of a PostgreSQL error, copied out: a structured clone keeps only an Error's message. */
function errorFields(error) {
  const fields = { message: error instanceof Error ? error.message : String(error) };
  if (error !== null && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
    }
  }
  return fields;
}

let pg;
try {
  // Durability stays strict (relaxedDurability false): a commit is on disk before its answer goes out.
  pg = await PGlite.create(dataDir, {
    relaxedDurability: false,
    ...(template ? { loadDataDir: new Blob([template]) } : {}),
  });
  await pg.exec(`set timezone = 'UTC'`);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorFields(error) });
}

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    let result;
    if (op === 'query') {
      const answer = await pg.query(sql, params);
      result = { rows: answer.rows, rowCount: answer.affectedRows ?? answer.rows.length };
    } else if (op === 'exec') {
      await pg.exec(sql);
    } else if (op === 'dump') {
      result = await (await pg.dumpDataDir('none')).arrayBuffer();
    } else if (op === 'close') {
      await pg.close();
    } else {
      throw new Error(`unknown operation ${op}`);
    }
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) });
  }
});
