import { loadSessionSchemas } from '@/lib/auth-api';

/**
 * The chunks of the first page after sign-in, fetched while the login request runs: the password
 * check (scrypt) takes most of a second, and without this the chunks load only after its answer
 * (issue 24). The home page (doc 000 §2: /dashboard, else /inbox) is known only from the answer:
 * both are fetched, and evaluated while the server hashes (the dashboard's modules took 34 ms of
 * the main thread after the answer, issue 29's profile). The inbox's conversation pane (its
 * editor) is not: it loads when a conversation is opened.
 */
export function prefetchFirstPage(): void {
  // the login's answer is read with zod, which the sign-in page does not load before
  void loadSessionSchemas().catch(() => undefined);
  void import('./routes/protected-layout');
  void import('./routes/inbox');
  void import('./routes/dashboard');
}
