import { Anchor, VisuallyHidden } from '@mantine/core';
import { ADD_FEATURE_OUR_TEXT, type TAddFeatureForm } from '@parley/domain';
import type { ReactNode } from 'react';
import { FormCheckbox } from '@/components/form/form-checkbox';
import type { TDialogLinks } from '../api/get-dialog-links';
import type { TFeatureInfo } from '../feature-catalog';

interface TTermsCheckboxProps {
  feature: TFeatureInfo;
  /** the price list makes it free: no price to accept, and the sentence names none */
  free: boolean;
  links: TDialogLinks | null;
  disabled?: boolean;
}

function Document({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit underline="always">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/**
 * Doc 000 §2: chatbot and DNC terms name the EULA and the MSA (configured links); the rest the
 * feature's terms, naming the price only when one is on screen. Bound to the form's `accept`.
 */
export function TermsCheckbox({ feature, free, links, disabled }: TTermsCheckboxProps) {
  const label =
    feature.terms === 'eula-msa' ? (
      <>
        I have read and agree to the <Document href={links?.eula}>End User License Agreement (EULA)</Document>{' '}
        and the <Document href={links?.msa}>Master Services Agreement (MSA)</Document> for {feature.title}.
      </>
    ) : free ? (
      ADD_FEATURE_OUR_TEXT.termsIncluded(feature.title)
    ) : (
      ADD_FEATURE_OUR_TEXT.termsWithPrice(feature.title)
    );
  return <FormCheckbox<TAddFeatureForm> name="accept" label={label} disabled={disabled} required />;
}
