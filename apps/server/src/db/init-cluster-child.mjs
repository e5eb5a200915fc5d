// Run by init-cluster.ts in a process of its own: makes a new PostgreSQL cluster in the
// directory given (PGlite runs initdb, with a second PGlite and the initdb module, in memory),
// then shuts it down cleanly and exits, so the memory all that took goes back to the system.
// PGlite's own defaults (fsync off) are enough here: the parent syncs every file afterwards,
// before the cluster is moved into place.
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) throw new Error('usage: init-cluster-child.mjs <directory>');
const db = new PGlite(dir);
await db.waitReady;
await db.query('CHECKPOINT');
await db.close();
