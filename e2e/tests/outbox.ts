import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * Without SMTP_URL the server writes each mail as an .eml file under DATA_DIR/outbox (see
 * apps/server/src/lib/mailer.ts). The tests started that server on PARLEY_E2E_DATA, so they read
 * the mail where an operator would: from the data directory. No route exposes the outbox.
 */
function outboxDir(): string {
  const dataDir = process.env.PARLEY_E2E_DATA;
  if (!dataDir) throw new Error('PARLEY_E2E_DATA is not set: run through playwright.config.ts');
  return join(dataDir, 'outbox');
}

/** The mails sent to `to` so far, oldest first (file names start with the time they were written). */
export function mailsTo(to: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => readFileSync(join(outboxDir(), f), 'utf8'))
    .filter((mail) => mail.split('\r\n').includes(`To: ${to}`));
}

/** Waits for the next recovery mail to `to` after `before` mails, and answers its 6-digit code. */
export async function nextRecoveryCode(to: string, before: number): Promise<string> {
  await expect
    .poll(() => mailsTo(to).length, { message: `a recovery mail to ${to}` })
    .toBeGreaterThan(before);
  const mail = mailsTo(to).at(-1)!;
  const code = /password is (\d{6})\./.exec(mail)?.[1];
  expect(code, 'the code in the mail').toBeTruthy();
  return code!;
}
