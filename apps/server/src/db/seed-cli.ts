import { loadConfig } from '../config';
import { openDatabase } from './client';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed';

/** `npm run seed`: migrates and puts the demo data in place on whichever database is configured. */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const { created } = await seedDemo(database.db, config.scryptN);
  console.log(created ? 'Demo data created.' : 'Demo data already present.');
  for (const u of DEMO_USERS) console.log(`  ${u.username} / ${DEMO_PASSWORD}`);
} finally {
  await database.close();
}
