import { loadSessionSchemas } from '@/lib/auth-api';

/**
 * The chunks of the first page after sign-in, fetched while the login request runs: the password
 * check (scrypt) takes most of a second, and without this the chunks load only after its answer
 * (issue 24). Both home pages (doc 000 §2: /dashboard, else /inbox) are the section placeholder
 * inside the signed-in layout; which one is known only from the answer, and both need these.
 */
export function prefetchFirstPage(): void {
  // the login's answer is read with zod, which the sign-in page does not load before
  void loadSessionSchemas().catch(() => undefined);
  void import('./routes/protected-layout');
  void import('./routes/section-placeholder');
}
