import { Text, VisuallyHidden } from '@mantine/core';
import { BILLING_PAGE_TEXTS as T, DATA_RELOAD_MS, formatUnits, unitsOfMoneyText } from '@parley/domain';
import { IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSignedInSession } from '@/lib/session';
import { balanceQuery } from '@/resources/billing';
import classes from './account-balance.module.css';

/**
 * The account's balance as the shell shows it (issue 27, doc 001 §3's showAccountBalanceInNavBar
 * and showAccountBalanceInBilling). Loaded only once a setting asks for it and the user holds
 * manage-payment (`useShowsBalance`), so no other user's page carries this code or asks for it.
 * The Billing page's own query (same key): Add Funds fetches it again and the header follows at
 * once; otherwise it reloads with the layout's data, every 300000 ms (doc 000 §4).
 */
function useBalanceText(): string | null {
  const { accountId } = useSignedInSession();
  const query = useQuery({ ...balanceQuery(accountId), refetchInterval: DATA_RELOAD_MS });
  const balance = query.data?.[0];
  // nothing until it is known: a failure is logged and the Billing page says it
  return balance ? formatUnits(unitsOfMoneyText(balance.balance)) : null;
}

/**
 * In the header: 'Balance $500.00' (below a wide screen without the word, on a phone the amount
 * alone), a link to the Billing page. The name is set, so it is 'Balance $500.00' at every width.
 */
export function HeaderBalance() {
  const amount = useBalanceText();
  if (amount === null) return null;
  return (
    <Link to={paths.billing} className={classes.headerLink} aria-label={`${T.balanceLabel} ${amount}`}>
      <IconWallet size={18} aria-hidden="true" className={classes.icon} />
      <span className={classes.label}>{T.balanceLabel}</span>
      <span className={classes.amount}>{amount}</span>
    </Link>
  );
}

/** Beside the sidebar's Billing History link: the amount, named 'Balance' for screen readers. */
export function SidebarBalance() {
  const amount = useBalanceText();
  if (amount === null) return null;
  return (
    <Text span size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {/* spaced on both sides: the link reads 'Billing History Balance $500.00' */}
      <VisuallyHidden>{` ${T.balanceLabel} `}</VisuallyHidden>
      {amount}
    </Text>
  );
}
