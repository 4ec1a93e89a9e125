import { describe, expect, it } from 'vitest';
import { AUTO_RECHARGE_TEXT, ZAutoRechargeSettings } from '../billing/auto-recharge';
import { FUNDS_TEXT, ZAddFunds } from '../billing/funds';
import { PAYMENT_METHOD_TEXT, ZAchInput, ZMicroDeposits, isRoutingNumber } from './payment-methods';

const ach = {
  bankName: 'First Demo Bank',
  routingNumber: '110000000',
  accountNumber: '000123456789',
  accountHolderName: 'Acme Inc',
  accountType: 'checking',
};
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('bank accounts (issue 27)', () => {
  it('checks a routing number’s weighted check digit', () => {
    for (const good of ['110000000', '021000021', '011401533'])
      expect(isRoutingNumber(good), good).toBe(true);
    for (const bad of ['110000001', '12345678', '1100000000', 'abcdefghi'])
      expect(isRoutingNumber(bad), bad).toBe(false);
  });

  it('refuses what the processor would, in the form’s words', () => {
    expect(ZAchInput.safeParse(ach).success).toBe(true);
    expect(messages(ZAchInput.safeParse({ ...ach, routingNumber: '110000001' }))).toEqual([
      PAYMENT_METHOD_TEXT.routingChecksum,
    ]);
    expect(messages(ZAchInput.safeParse({ ...ach, routingNumber: '1100' }))).toEqual([
      PAYMENT_METHOD_TEXT.routingNumber,
    ]);
    expect(messages(ZAchInput.safeParse({ ...ach, accountNumber: '12a4' }))).toEqual([
      PAYMENT_METHOD_TEXT.accountNumber,
    ]);
    expect(messages(ZAchInput.safeParse({ ...ach, accountType: 'brokerage' }))).toEqual([
      PAYMENT_METHOD_TEXT.accountType,
    ]);
    expect(messages(ZAchInput.safeParse({ ...ach, bankName: '  ' }))).toEqual([PAYMENT_METHOD_TEXT.bankName]);
  });

  it('takes two deposits of 1 to 99 cents', () => {
    expect(ZMicroDeposits.safeParse({ amounts: [32, 45] }).success).toBe(true);
    for (const amounts of [[0, 45], [32, 100], [32.5, 45], [32], '32,45'])
      expect(messages(ZMicroDeposits.safeParse({ amounts })), JSON.stringify(amounts)).toContain(
        PAYMENT_METHOD_TEXT.depositAmount,
      );
  });
});

describe('add funds and auto recharge (issue 27)', () => {
  it('takes a preset or whole-dollar amount, a method and a key', () => {
    const body = { amount: 50, paymentMethodId: 'PM1', idempotencyKey: 'a-key-of-8' };
    expect(ZAddFunds.safeParse(body).success).toBe(true);
    expect(messages(ZAddFunds.safeParse({ ...body, paymentMethodId: '' }))).toEqual([
      FUNDS_TEXT.paymentMethodRequired,
    ]);
    expect(messages(ZAddFunds.safeParse({ ...body, idempotencyKey: 'short' }))).toEqual([
      FUNDS_TEXT.idempotencyKey,
    ]);
    expect(ZAddFunds.safeParse({ ...body, amount: 12.5 }).success).toBe(false);
  });

  it('holds a threshold of $10 to $1,000 and a monthly limit of at least the amount', () => {
    const s = { enabled: true, threshold: 10, amount: 50, paymentMethodId: null, monthlyLimit: 50 };
    expect(ZAutoRechargeSettings.safeParse(s).success).toBe(true);
    for (const threshold of [9, 1001, 10.5])
      expect(messages(ZAutoRechargeSettings.safeParse({ ...s, threshold })), String(threshold)).toEqual([
        AUTO_RECHARGE_TEXT.threshold,
      ]);
    expect(messages(ZAutoRechargeSettings.safeParse({ ...s, monthlyLimit: 49 }))).toEqual([
      AUTO_RECHARGE_TEXT.limitBelowAmount,
    ]);
  });
});
