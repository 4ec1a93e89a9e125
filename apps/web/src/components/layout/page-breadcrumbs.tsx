import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { LAYOUT_TEXTS } from '@parley/domain';
import { Link } from 'react-router';

export interface TBreadcrumb {
  label: string;
  /** where it leads; the last breadcrumb is the current page and is never a link */
  to?: string;
}

/** The WAI-ARIA breadcrumb pattern on Mantine's Breadcrumbs: a named nav, the last item current. */
export function PageBreadcrumbs({ items }: { items: readonly TBreadcrumb[] }) {
  return (
    <nav aria-label={LAYOUT_TEXTS.breadcrumbs}>
      <Breadcrumbs separatorMargin={6} fz="sm">
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <Text key={index} span fz="sm" fw={600} aria-current="page">
              {item.label}
            </Text>
          ) : item.to ? (
            <Anchor key={index} component={Link} to={item.to} fz="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={index} span fz="sm" c="dimmed">
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
