import { z } from 'zod';
import { text } from '../validation/text';

/** Doc 001 §3: a card as the payment-method list carries it (the number is masked by the processor). */
export const ZCard = z.object({
  cardType: text(),
  number: text(),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  firstName: text(),
  lastName: text(),
});

/** Doc 001 §3: a bank account for ACH (the account number is masked by the processor). */
export const ZAch = z.object({
  bankName: text(),
  accountNumber: text(),
  accountHolderName: text(),
});

/** Doc 001 §3: id, type, and either card or ach. */
export const ZPaymentMethod = z.discriminatedUnion('type', [
  z.object({ id: text(), type: z.literal('card'), card: ZCard }),
  z.object({ id: text(), type: z.literal('ach'), ach: ZAch }),
]);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** The last four digits of a card or account number, however it is masked ('•••• 4242'). */
export const lastFourDigits = (number: string): string => number.replace(/\D/g, '').slice(-4);
