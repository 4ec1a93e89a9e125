import { mkdirSync, writeFileSync } from 'node:fs';
import { openDatabase } from './client';
import { TEMPLATE_DIR, TEMPLATE_FILE, TEMPLATE_KEY_FILE, readTemplate, templateKey } from './template';

/** Builds the migrated embedded-database template when it is missing or stale (see template.ts). */
if (readTemplate()) process.exit(0);
console.log('Preparing the embedded database template…');
const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
await database.migrate();
const blob = await database.dump!();
await database.close();
mkdirSync(TEMPLATE_DIR, { recursive: true });
writeFileSync(TEMPLATE_FILE, Buffer.from(await blob.arrayBuffer()));
writeFileSync(TEMPLATE_KEY_FILE, templateKey());
