import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { PURCHASE_PAGE_TEXTS as T, fillText } from '@parley/domain';
import { Link } from 'react-router';
import { phoneText } from './number-format';

export interface TBuyOutcome {
  phoneNumber: string;
  /** null: bought; else why not (a 409's message: sold to another account, no longer offered) */
  refusal: string | null;
}

/** After Buy: which numbers are the account's now and which were refused with the server's words. */
export function BuyReport({ outcomes }: { outcomes: readonly TBuyOutcome[] }) {
  const bought = outcomes.filter((o) => o.refusal === null);
  const refused = outcomes.filter((o) => o.refusal !== null);
  return (
    <Alert
      color={refused.length === 0 ? 'green' : bought.length === 0 ? 'red' : 'yellow'}
      variant="light"
      role="status"
      title={bought.length === 1 ? T.boughtCountOne : fillText(T.boughtCount, { n: bought.length })}
    >
      <Stack gap="xs">
        {bought.length > 0 ? (
          <>
            <List size="sm" spacing={2} aria-label={T.bought}>
              {bought.map((o) => (
                <List.Item key={o.phoneNumber}>{phoneText(o.phoneNumber)}</List.Item>
              ))}
            </List>
            <Anchor component={Link} to="/numbers" size="sm">
              {T.seeNumbers}
            </Anchor>
          </>
        ) : null}
        {refused.length > 0 ? (
          <>
            <Text size="sm" fw={600}>
              {fillText(T.refusedCount, { n: refused.length })}
            </Text>
            <List size="sm" spacing={2} aria-label={T.refused}>
              {refused.map((o) => (
                <List.Item key={o.phoneNumber}>
                  {phoneText(o.phoneNumber)}: {o.refusal}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}
