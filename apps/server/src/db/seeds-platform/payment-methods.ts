import type { Db } from '../client';
import { paymentMethods } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';
import type { Platform } from '../../platform';
import { paymentMethodsRepository } from '../../modules/billing/payment-methods-repository';
import { acmeOwnerWhileNone } from './acme-owner-scope';

/**
 * Acme's cards, added the way the Billing page adds them: tokenised by the payment processor
 * (simulated), so only brand, last four, expiry and names are kept. A Visa (the default) and a
 * Mastercard that expires next month, so "expiring soon" shows. Acme West gets none: a new user
 * funds it from scratch.
 */
export async function seedDemoPaymentMethods(
  db: Db,
  platform: Platform,
  accounts: DemoAccounts,
): Promise<void> {
  const scope = await acmeOwnerWhileNone(
    db,
    { table: paymentMethods, account: paymentMethods.accountSid },
    accounts,
  );
  if (!scope) return;
  const methods = paymentMethodsRepository(platform.payments, platform.mailer);
  const now = new Date();
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const names = { firstName: 'Olivia', lastName: 'Owens', securityCode: '123' };
  await db.transaction(async (tx) => {
    await methods.create!(tx, scope, {
      type: 'card',
      card: { number: '4242424242424242', expiryMonth: 8, expiryYear: now.getUTCFullYear() + 3, ...names },
    });
    await methods.create!(tx, scope, {
      type: 'card',
      card: {
        number: '5555555555554444',
        expiryMonth: nextMonth.getUTCMonth() + 1,
        expiryYear: nextMonth.getUTCFullYear(),
        ...names,
      },
    });
  });
}
