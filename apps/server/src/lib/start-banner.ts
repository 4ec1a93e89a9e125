import { listenUrl, type AppConfig } from '../config';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed';

interface TBannerFacts {
  /** the port the server listens on (PORT=0 picks one) */
  port: number;
  startedInMs: number;
  /** null: the demo seed did not run */
  seeded: { created: boolean } | null;
}

/**
 * What `npm start` prints once the portal answers. The address is config.ts's listenUrl, the same
 * one asset URLs start with by default; when PUBLIC_URL names another, the banner says so, since
 * that is where carriers (and copied links) fetch images from.
 */
export function startBanner(config: AppConfig, { port, startedInMs, seeded }: TBannerFacts): string {
  const url = listenUrl(config.host, port);
  const where =
    config.database.kind === 'pglite' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL';
  const lines = [
    `Parley is ready at ${url} (${where}) in ${Math.round(startedInMs)} ms`,
    config.assets.publicUrl === url
      ? ''
      : `  Image links start with ${config.assets.publicUrl} (PUBLIC_URL): carriers fetch MMS images there.`,
    config.webDist ? '' : '  The web app is not built: run `npm run build` (npm start does it for you).',
  ];
  if (seeded) {
    lines.push(seeded.created ? '  Demo data created. Sign in as:' : '  Demo sign-ins:');
    for (const u of DEMO_USERS) lines.push(`    ${u.username.padEnd(22)} ${DEMO_PASSWORD}   (${u.note})`);
  }
  return lines.filter(Boolean).join('\n');
}
