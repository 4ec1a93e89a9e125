// `npm run bench`: every benchmark in this folder, one after another.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  console.log(`\n━━ ${file} ━━`);
  await import(join(dir, file));
}
