import { writeFile } from 'node:fs/promises';
import { API_DOC_FILE, generateApiDoc } from './build';

/** `npm run docs:api`: writes docs/api.md from the server's OpenAPI document. */
await writeFile(API_DOC_FILE, await generateApiDoc());
console.log(`Wrote ${API_DOC_FILE}`);
