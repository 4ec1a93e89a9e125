import { ZPaymentMethodItem, paymentMethodsResource, type ZMicroDeposits } from '@parley/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { createResource } from '@/lib/create-resource';
import { joinId } from '@/lib/http';
import type { TQueryMeta } from '@/lib/query-meta';

type TMicroDeposits = z.output<typeof ZMicroDeposits>;

/** GET|POST /v3/payment-methods, DELETE /v3/payment-methods/{id} (issue 27): cards and bank accounts. */
export const paymentMethods = createResource(paymentMethodsResource);

/** PUT /v3/payment-methods/{id}/default: the route beside the kit's, answering the card made default. */
export const makeDefaultPaymentMethod = (id: string) =>
  apiSend('PUT', `${joinId(paymentMethodsResource.path, id)}/default`, undefined, ZPaymentMethodItem);

/**
 * POST /v3/payment-methods/{id}/verify: a bank account's two micro-deposits, in cents. Wrong
 * amounts are a 400 on the field 'amounts' saying how many tries are left.
 */
export const verifyPaymentMethod = (id: string, deposits: TMicroDeposits) =>
  apiSend('POST', `${joinId(paymentMethodsResource.path, id)}/verify`, deposits, ZPaymentMethodItem);

/**
 * Makes a card the default; the list is fetched again (the one that was the default no longer is).
 * `meta` says what the toasts read.
 */
export function useMakeDefaultPaymentMethod(meta?: TQueryMeta) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultPaymentMethod,
    ...(meta ? { meta } : {}),
    onSuccess: async (result) => {
      if (result.ok) await client.invalidateQueries({ queryKey: paymentMethods.keys.all });
    },
  });
}

/**
 * Verifies a bank account; the mutation keeps the Result for the form (a wrong answer lands on
 * its field). Once verified the list is fetched again: the account may have become the default.
 */
export function useVerifyPaymentMethod(meta?: TQueryMeta) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deposits }: { id: string; deposits: TMicroDeposits }) =>
      verifyPaymentMethod(id, deposits),
    ...(meta ? { meta } : {}),
    onSuccess: async (result) => {
      if (result.ok) await client.invalidateQueries({ queryKey: paymentMethods.keys.all });
    },
  });
}
