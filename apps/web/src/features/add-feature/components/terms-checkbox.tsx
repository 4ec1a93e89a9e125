import { Anchor, Checkbox, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TDialogLinks } from '../api/get-dialog-links';
import type { TFeatureInfo } from '../feature-catalog';

interface TTermsCheckboxProps {
  feature: TFeatureInfo;
  links: TDialogLinks | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  error?: string | undefined;
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

/** Doc 000 §2: chatbot and DNC terms name the EULA and the MSA (configured links); the rest the feature's terms. */
export function TermsCheckbox({
  feature,
  links,
  checked,
  onChange,
  onBlur,
  error,
  disabled,
}: TTermsCheckboxProps) {
  const label =
    feature.terms === 'eula-msa' ? (
      <>
        I have read and agree to the <Document href={links?.eula}>End User License Agreement (EULA)</Document>{' '}
        and the <Document href={links?.msa}>Master Services Agreement (MSA)</Document> for {feature.title}.
      </>
    ) : (
      <>
        I accept the terms and conditions for adding {feature.title} to my account, including the price shown.
      </>
    );
  return (
    <Checkbox
      name="accept"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      label={label}
      error={error}
      disabled={disabled}
      required
    />
  );
}
