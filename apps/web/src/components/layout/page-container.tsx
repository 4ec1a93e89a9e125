import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGE_GRID_COLUMNS, PAGE_WIDTH_DEFAULT } from '@parley/domain';
import type { ReactNode } from 'react';
import { PageBreadcrumbs, type TBreadcrumb } from './page-breadcrumbs';
import { PageHeader } from './page-header';
import classes from './page-container.module.css';

interface TPageContainerProps {
  /** the page's one h1, which also names the browser tab ("<title> · Parley") */
  title?: string;
  /** the trail above the title; the last one is the current page (doc 001 §2) */
  breadcrumbs?: readonly TBreadcrumb[];
  /** columns of 16 the page spans on a wide screen: 12 by default (doc 001 §2); 16 is all of it */
  width?: number;
  /** buttons on the right of the title */
  actions?: ReactNode;
  /** what names the browser tab when it says more than the title ("(3) Inbox", issue 30) */
  tabTitle?: string;
  children?: ReactNode;
}

const clampColumns = (width: number) => Math.min(PAGE_GRID_COLUMNS, Math.max(1, Math.round(width)));

/**
 * A page inside the app frame: breadcrumbs, its heading, its content. Left-aligned with the
 * header beside the sidebar rather than centred in a wide window. Without a title the tab is
 * named after the last breadcrumb.
 */
export function PageContainer({
  title,
  breadcrumbs,
  width = PAGE_WIDTH_DEFAULT,
  actions,
  tabTitle,
  children,
}: TPageContainerProps) {
  const tabName = tabTitle ?? title ?? breadcrumbs?.at(-1)?.label;
  useDocumentTitle(tabName ? `${tabName} · Parley` : 'Parley');
  return (
    <Stack gap="sm" className={classes.page} __vars={{ '--page-columns': String(clampColumns(width)) }}>
      {breadcrumbs && breadcrumbs.length > 0 ? <PageBreadcrumbs items={breadcrumbs} /> : null}
      {title ? <PageHeader title={title} actions={actions} /> : null}
      {children}
    </Stack>
  );
}
