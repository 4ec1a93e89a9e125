import { Anchor, Group, Text } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { Link } from 'react-router';

/** A mail to support that already says which account needs funding. */
export function fundingMailto(supportEmail: string, companyName: string, accountId: string): string {
  const query = new URLSearchParams({
    subject: `Funding ${companyName}`,
    body: `Hello, our account ${companyName} (${accountId}) shows Payment Required. How do we add funds?`,
  });
  // mail clients read '+' literally: spaces must be %20
  return `mailto:${supportEmail}?${query.toString().replace(/\+/g, '%20')}`;
}

interface TFundingNextStepsProps {
  /** holds manage-payment: billing is theirs to visit */
  canPay: boolean;
  /** where billing is, for those who may pay */
  billingPath: string;
  supportEmail: string | null | undefined;
  companyName: string;
  accountId: string;
}

/**
 * What an unfunded account does next, in the Payment Required banner and the Add Feature dialog:
 * billing for those who may pay, the account owner for the others, and support for everyone.
 */
export function FundingNextSteps({
  canPay,
  billingPath,
  supportEmail,
  companyName,
  accountId,
}: TFundingNextStepsProps) {
  const link = { size: 'sm', fw: 600, c: 'red.9', underline: 'always' } as const;
  return (
    <Group gap="md" mt={6}>
      <Text size="sm">{canPay ? OUR_MESSAGES.unfundedPayer : OUR_MESSAGES.unfundedAskOwner}</Text>
      {canPay ? (
        <Anchor component={Link} to={billingPath} {...link}>
          Go to billing
        </Anchor>
      ) : null}
      {supportEmail ? (
        <Anchor href={fundingMailto(supportEmail, companyName, accountId)} {...link}>
          Email support
        </Anchor>
      ) : null}
    </Group>
  );
}
