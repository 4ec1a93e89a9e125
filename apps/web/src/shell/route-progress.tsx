import { Skeleton, Stack } from '@mantine/core';
import { NAVIGATION_TEXTS as T, fillText } from '@parley/domain';
import { matchPath, useLocation, useNavigation } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PAGES, type TPage } from '@/config/nav';
import classes from './route-progress.module.css';

/** A page being loaded: the router's pending navigation to another address. */
export interface TPendingPage {
  /** the page of config/nav.ts the address names, if any */
  page: TPage | undefined;
}

/**
 * The page the router is loading (a lazy route's chunk not fetched yet), or null. A change of
 * the search or hash alone keeps the page where it is, so it is not pending here.
 */
export function usePendingPage(): TPendingPage | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.location;
  if (navigation.state === 'idle' || !target || target.pathname === pathname) return null;
  return { page: PAGES.find((p) => matchPath({ path: p.path, end: true }, target.pathname) !== null) };
}

/**
 * Issue 23: after a click the old page stayed up to 1.5 s with nothing happening. While the next
 * page loads, a bar runs along the top: an indeterminate progressbar (no percentage is known),
 * named after the page. It sits outside the main region, which is busy meanwhile.
 */
export function RouteProgressBar({ pending }: { pending: TPendingPage }) {
  const title = pending.page?.title;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={title ? fillText(T.loadingPage, { page: title }) : T.loadingAnyPage}
    />
  );
}

/**
 * What the main region shows meanwhile: the new page's frame, its title and placeholders, in
 * place of the old page, so nothing of the old page is left to read or click.
 */
export function PendingPageFrame({ pending }: { pending: TPendingPage }) {
  return (
    <PageContainer title={pending.page?.title}>
      <Stack gap="sm" aria-hidden="true">
        <Skeleton height={16} width="60%" radius="sm" />
        <Skeleton height={120} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    </PageContainer>
  );
}
