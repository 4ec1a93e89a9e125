import {
  IconAddressBook,
  IconChartBar,
  IconHash,
  IconLayoutDashboard,
  IconMessages,
  IconPhoneCall,
  IconRoute,
  IconSettings,
} from '@tabler/icons-react';
import type { TNavGroupId } from '@/config/nav';

const props = { size: 18, stroke: 1.6, 'aria-hidden': true } as const;

/** Icons stay out of config/nav.ts, which the router (and so the sign-in page) loads. */
export const GROUP_ICONS: Record<TNavGroupId, React.ReactNode> = {
  top: <IconLayoutDashboard {...props} />,
  contacts: <IconAddressBook {...props} />,
  workflow: <IconRoute {...props} />,
  numbers: <IconHash {...props} />,
  reports: <IconChartBar {...props} />,
  settings: <IconSettings {...props} />,
  dni: <IconPhoneCall {...props} />,
};

/** The two top-level links have icons of their own. */
export const TOP_LINK_ICONS: Record<string, React.ReactNode> = {
  '/dashboard': <IconLayoutDashboard {...props} />,
  '/inbox': <IconMessages {...props} />,
};
