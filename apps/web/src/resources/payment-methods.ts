import { ZPaymentMethodItem, paymentMethodsResource } from '@parley/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { createResource } from '@/lib/create-resource';
import { joinId } from '@/lib/http';
import type { TQueryMeta } from '@/lib/query-meta';

/** GET|POST /v3/payment-methods, DELETE /v3/payment-methods/{id} (issue 27): the account's cards. */
export const paymentMethods = createResource(paymentMethodsResource);

/** PUT /v3/payment-methods/{id}/default: the route beside the kit's, answering the card made default. */
export const makeDefaultPaymentMethod = (id: string) =>
  apiSend('PUT', `${joinId(paymentMethodsResource.path, id)}/default`, undefined, ZPaymentMethodItem);

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
