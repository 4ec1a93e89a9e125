import { Button, createTheme, type CSSVariablesResolver } from '@mantine/core';
import classes from './theme.module.css';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  // The system's own font: nothing to download or swap in, and the metrics every layout was
  // checked with are the ones the user gets (a named font that never loaded fell back anyway).
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  components: {
    Button: Button.extend({ classNames: { root: classes.buttonRoot, label: classes.buttonLabel } }),
  },
});

/**
 * Mantine's dimmed grey (gray.6) is 3.3:1 on white; gray.7 meets WCAG AA's 4.5:1 for body text.
 * The "light" variant (active sidebar link, avatar, light buttons) writes indigo.7 on its own
 * tint at 4.3:1; indigo.8 reaches 4.9:1, and 4.6:1 on the hover tint. A field's error (its
 * message, and the text of the refused input) is red.6 by default, 3.3:1; red.9 is 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-indigo-light-color': 'var(--mantine-color-indigo-8)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
