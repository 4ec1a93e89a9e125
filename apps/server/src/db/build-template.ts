import { buildTemplate, hasTemplate } from './template';

/** Builds the migrated embedded-database template when it is missing or stale (see template.ts). */
if (!hasTemplate()) {
  console.log('Preparing the embedded database template…');
  await buildTemplate();
}
