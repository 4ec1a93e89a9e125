// Fails when a page of the built web app downloads more than its limit (scripts/bundle-budget.mjs):
// the gzip JavaScript and CSS, and the files, of the sign-in page and of the first page after
// sign-in; prints issue 24's target beside each. Run after `npm run build` (scripts/test.mjs does).
//
//   node scripts/check-bundle.mjs [dist=apps/web/dist]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudgets } from './bundle-budget.mjs';

const dist = process.argv[2] ?? new URL('../apps/web/dist', import.meta.url).pathname;
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build the web app first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// the build wrote each file's gzip form beside it (level 9); a file too small for one is read
const gzipSize = (file) => {
  const path = join(dist, file);
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path)).length;
};
const { lines, over } = checkBudgets(manifest, gzipSize);
console.log(lines.join('\n'));
if (over.length) {
  console.error(
    `Over budget: ${over.join('; ')}. See scripts/bundle-budget.mjs and docs/decisions.md (issue 24).`,
  );
  process.exit(1);
}
