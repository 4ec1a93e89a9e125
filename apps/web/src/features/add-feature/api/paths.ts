/** The calls of the Add Feature flow, as doc 001 §7 names them (the price list is ours). */
export const ADD_FEATURE_PATHS = {
  priceRates: '/v3/pricing/rates',
  /** the portal's own enable call (doc 000 §7) */
  enableFeature: '/v4/account/feature/',
  /** the account service's enable call, behind doc 001's provider hook */
  addFeature: '/v3/account/feature/',
  ucaasUser: '/v3/accounts/wazo/feature',
} as const;
