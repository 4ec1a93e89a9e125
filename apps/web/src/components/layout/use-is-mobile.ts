import { em, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint, where the sidebar gives way to the mobile menu. */
export function useIsMobile(): boolean {
  const theme = useMantineTheme();
  const sm = Number.parseFloat(theme.breakpoints.sm) * 16;
  return useMediaQuery(`(max-width: ${em(sm - 0.02)})`, false, { getInitialValueInEffect: false }) ?? false;
}
