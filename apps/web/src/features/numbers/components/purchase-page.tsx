import { Alert, Grid, List, Stack, Text, Title } from '@mantine/core';
import {
  EMPTY_AVAILABLE_SEARCH,
  PURCHASE_PAGE_TEXTS as T,
  availableSearchOf,
  availableSearchParams,
  fillText,
  type TAvailableNumber,
  type TAvailableSearch,
} from '@parley/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { requestErrorMessage } from '@/lib/envelope';
import { numbers } from '@/resources/numbers';
import { availableQuery } from '../api/search-available';
import { FROM_TRACKING } from '../paths';
import { AvailableResults } from './available-results';
import { AvailableSearchForm } from './available-search-form';
import { BuyDialog } from './buy-dialog';
import { BuyReport, type TBuyOutcome } from './buy-report';
import { NumberCart } from './number-cart';
import { SimulatedNetworkBadge } from './simulated-network-badge';

const EMPTY: TAvailableNumber[] = [];

/** Buys each number in turn (`POST /v3/numbers`), so each answer is its own; then reloads the numbers. */
function useBuy() {
  const client = useQueryClient();
  return async (chosen: readonly TAvailableNumber[]): Promise<TBuyOutcome[]> => {
    const outcomes: TBuyOutcome[] = [];
    for (const n of chosen) {
      const result = await numbers.fetchers.create({ phoneNumber: n.phoneNumber });
      outcomes.push({
        phoneNumber: n.phoneNumber,
        refusal: result.ok ? null : requestErrorMessage(result.error),
      });
    }
    // the list and the searches (under the numbers' key): a bought number is for sale no more
    await client.invalidateQueries({ queryKey: numbers.keys.all });
    return outcomes;
  };
}

/**
 * Numbers → /purchase-numbers: search the simulated network's numbers for sale (type, area code,
 * digits, capabilities; the search lives in the address, so a reload or a link — the tracking
 * redirect's — runs it again), choose numbers into a cart from one search or several, and buy them
 * after a confirmation with the total a month. Each number is bought on its own: the report says
 * which are the account's now and which were refused, in the server's words.
 */
export function PurchasePage() {
  const [params, setParams] = useSearchParams();
  const asked = useMemo(() => availableSearchOf(params), [params]);
  const search = 'search' in asked ? asked.search : null;
  const results = useQuery({
    ...availableQuery(search ?? { type: 'local', limit: 1 }),
    enabled: search !== null,
  });
  const [cart, setCart] = useState<TAvailableNumber[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [outcomes, setOutcomes] = useState<TBuyOutcome[] | null>(null);
  const buy = useBuy();
  const resultsId = useId();
  const [initial] = useState<TAvailableSearch>(() => ('form' in asked ? asked.form : EMPTY_AVAILABLE_SEARCH));

  const inCart = (phoneNumber: string) => cart.some((n) => n.phoneNumber === phoneNumber);
  const toggle = (n: TAvailableNumber) =>
    setCart((now) =>
      now.some((c) => c.phoneNumber === n.phoneNumber)
        ? now.filter((c) => c.phoneNumber !== n.phoneNumber)
        : [...now, n],
    );
  const onSearch = (next: TAvailableSearch) => setParams(availableSearchParams(next));
  const onBuy = async () => {
    const done = await buy(cart);
    // what was tried leaves the cart: bought, or refused as no longer for sale (the report keeps it)
    setCart([]);
    setOutcomes(done);
    setConfirming(false);
  };
  const found = results.data ?? EMPTY;

  return (
    <PageContainer title={T.title} width={16} actions={<SimulatedNetworkBadge />}>
      <Text c="dimmed">{T.intro}</Text>
      {params.get('from') === FROM_TRACKING ? (
        <Alert variant="light" color="blue">
          {T.trackingNote}
        </Alert>
      ) : null}
      <AvailableSearchForm initial={initial} onSearch={onSearch} />
      {outcomes ? <BuyReport outcomes={outcomes} /> : null}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xs" component="section" aria-labelledby={resultsId}>
            <Title order={2} size="h4" id={resultsId}>
              {T.resultsHeading}
            </Title>
            {'problems' in asked ? (
              <Alert color="red" variant="light">
                <List size="sm">
                  {asked.problems.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : search === null ? (
              <Text c="dimmed">{T.beforeSearch}</Text>
            ) : results.isError ? (
              <Alert color="red" variant="light" role="alert">
                {results.error.message}
              </Alert>
            ) : (
              <>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {results.isFetching ? T.searching : fillText(T.resultsCount, { n: found.length })}
                </Text>
                <AvailableResults
                  results={found}
                  loading={results.isPending}
                  inCart={inCart}
                  onToggle={toggle}
                />
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <NumberCart
            chosen={cart}
            onRemove={toggle}
            onClear={() => setCart([])}
            onBuy={() => {
              setOutcomes(null);
              setConfirming(true);
            }}
          />
        </Grid.Col>
      </Grid>
      <BuyDialog chosen={cart} opened={confirming} onClose={() => setConfirming(false)} onBuy={onBuy} />
    </PageContainer>
  );
}
