import { SimpleGrid } from '@mantine/core';
import {
  BILLING_ACCESS,
  DASHBOARD_PAGE_TEXTS as T,
  fillText,
  smsLogsLink,
  formatUnits,
  unitsOfMoneyText,
  type TDashboardSummary,
} from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';
import { balanceQuery } from '@/resources/billing';
import classes from './dashboard.module.css';
import { StatTile } from './stat-tile';
import { usePageLink } from './use-page-link';
import type { weekFigures } from './week-figures';

const MAY_SEE_BALANCE = { rule: BILLING_ACCESS };
const NOT_KNOWN = '—';
/** a headline amount, to the cent (the billing history has every charge to the hundredth of a cent) */
const dollars = (money: string) => formatUnits(unitsOfMoneyText(money));

interface TDashboardTilesProps {
  summary: TDashboardSummary;
  /** null while the stats load or when they failed (the toast says so) */
  week: ReturnType<typeof weekFigures> | null;
}

/** Today's messages, the week's delivery rate, spend, the balance (manage-payment), numbers. */
export function DashboardTiles({ summary, week }: TDashboardTilesProps) {
  const link = usePageLink();
  const mayPay = useCan(MAY_SEE_BALANCE);
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, md: mayPay ? 5 : 4 }}
      spacing="sm"
      className={classes.tiles}
      aria-label={T.tilesLabel}
    >
      <StatTile
        label={T.todayMessages}
        value={week ? week.todaySent + week.todayReceived : NOT_KNOWN}
        detail={week ? fillText(T.todayDetail, { sent: week.todaySent, received: week.todayReceived }) : null}
        to={
          link('/logs/sms') &&
          smsLogsLink(week?.todayLabel ? { since: week.todayLabel, until: week.todayLabel } : {})
        }
      />
      <StatTile
        label={T.deliveryRate}
        value={week?.deliveryRate != null ? `${week.deliveryRate}%` : NOT_KNOWN}
        detail={
          week
            ? week.settled > 0
              ? fillText(T.deliveryDetail, { delivered: week.delivered, settled: week.settled })
              : T.deliveryNone
            : null
        }
        to={link('/reports/failures')}
      />
      <StatTile
        label={T.spendThisMonth}
        value={dollars(summary.spendThisMonth)}
        detail={fillText(T.spendDetail, { amount: dollars(summary.spendLastMonth) })}
        to={link(paths.billingHistory)}
      />
      {mayPay ? <BalanceTile /> : null}
      <StatTile
        label={T.numbersOwned}
        value={summary.numbersOwned}
        detail={T.numbersDetail}
        to={link('/numbers')}
      />
    </SimpleGrid>
  );
}

/** The balance: the Billing page's own query, which the header shares when it shows it too. */
function BalanceTile() {
  const { accountId } = useSignedInSession();
  const balance = useQuery(balanceQuery(accountId)).data?.[0];
  return (
    <StatTile
      label={T.balance}
      value={balance ? formatUnits(unitsOfMoneyText(balance.balance)) : NOT_KNOWN}
      detail={balance ? (balance.funded ? T.funded : T.unfunded) : null}
      to={paths.billing}
    />
  );
}
