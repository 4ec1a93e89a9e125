import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Shows an address in logs without giving it away: o***@acme.test. */
export const maskAddress = (to: string) => to.replace(/^(.).*(@.*)$/, '$1***$2');

/** SMTP when configured (SMTP_URL); otherwise an outbox of .eml files under the data directory. */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; outboxDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        log.info({ to: maskAddress(mail.to), subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      const eml = [
        `From: ${options.from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${new Date().toUTCString()}`,
        '',
        mail.text,
        '',
      ].join('\r\n');
      await writeFile(file, eml, { mode: 0o600 });
      // The body holds a code: the log names the file, never the content.
      log.info(
        { to: maskAddress(mail.to), subject: mail.subject, file },
        'mail written to the outbox (no SMTP_URL set)',
      );
    },
  };
}

/** For tests: keeps what was sent. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
