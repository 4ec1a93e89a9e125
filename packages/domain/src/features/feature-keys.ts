import { isFlagSet } from '../access/rules';

/** Doc 000 §1: the optional paid features. */
export const FEATURE_KEYS = ['inbox', 'remediation', 'contactcenter', 'dnclist', 'chatbot', 'ucaas'] as const;
export type TFeatureKey = (typeof FEATURE_KEYS)[number];

/** Each feature's name: the Add Feature tile's title, and how the ledger's fees name it. */
export const FEATURE_TITLES: Record<TFeatureKey, string> = {
  inbox: 'Inbox',
  remediation: 'Number Reputation Management',
  contactcenter: 'Contact Center',
  dnclist: 'Federal DNC List',
  chatbot: 'AI Chatbot',
  ucaas: 'UCaaS',
};

/** The account-configuration flag that says a feature is enabled; contact center is set up by its cluster id. */
export const FEATURE_FLAG: Record<TFeatureKey, string> = {
  inbox: 'feature_inbox_enabled',
  remediation: 'feature_remediation_enabled',
  contactcenter: 'cc_cluster_id',
  dnclist: 'feature_dnclist_enabled',
  chatbot: 'feature_chatbot_enabled',
  ucaas: 'feature_ucaas_enabled',
};

/**
 * Doc 000 §4: a feature is offered only while it is not enabled: its flag missing or '0'
 * (contact center: no cluster id). The dialog and the server decide it the same way.
 */
export const isFeatureEnabled = (
  feature: TFeatureKey,
  config: Readonly<Record<string, string | undefined>>,
): boolean => isFlagSet(config[FEATURE_FLAG[feature]]);
