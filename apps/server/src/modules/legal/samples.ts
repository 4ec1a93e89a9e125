import type { LegalDocument } from '../../config';

/** How each document is named on its page and in the browser tab. */
export const LEGAL_TITLES: Record<LegalDocument, string> = {
  eula: 'End User License Agreement (EULA)',
  msa: 'Master Services Agreement (MSA)',
};

/** The configuration that replaces each document (README's configuration table). */
export const LEGAL_VARIABLES: Record<LegalDocument, { file: string; link: string }> = {
  eula: { file: 'EULA_FILE', link: 'LINK_EULA' },
  msa: { file: 'MSA_FILE', link: 'LINK_MSA' },
};

/**
 * The texts served until the operator replaces them. They say plainly that they are samples, so
 * nobody mistakes them for terms anyone agreed to; their sections only show the shape of one.
 */
export const LEGAL_SAMPLES: Record<LegalDocument, string> = {
  eula: `
<h2>1. Licence</h2>
<p>The provider of this portal grants you a limited, non-exclusive, non-transferable licence to use the
portal and its applications for your organisation's own communications, for as long as your account is
active.</p>
<h2>2. Restrictions</h2>
<p>You may not copy, resell, reverse engineer or use the service to send messages or make calls that
the law or the provider's acceptable-use policy forbids.</p>
<h2>3. Your data</h2>
<p>Your contacts, messages and recordings remain yours. The provider processes them only to deliver
the service, as the Master Services Agreement and the data-processing terms describe.</p>
<h2>4. Warranty and liability</h2>
<p>The real agreement states the warranties given and the limits of liability. This sample states
none.</p>`,
  msa: `
<h2>1. Services</h2>
<p>The provider supplies the communications services your account enables (voice, messaging, contact
center, chatbot, numbers and the features added to the account), as described in the order forms.</p>
<h2>2. Fees and payment</h2>
<p>Features are billed at the prices the portal shows when they are enabled, monthly in advance. An
unfunded account cannot enable paid features.</p>
<h2>3. Term and termination</h2>
<p>The agreement runs month to month until either party ends it with the notice the real agreement
sets out.</p>
<h2>4. Confidentiality, data protection and compliance</h2>
<p>The real agreement sets out each party's duties, including the rules for consent to be contacted
and do-not-call lists. This sample sets out none.</p>`,
};
