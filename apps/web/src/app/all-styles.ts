// Every Mantine component's styles, in `@layer mantine` (see start-styles.ts): imported by the
// pages that may show any component, the signed-in layout and the password-recovery pages.
import '@mantine/core/styles.layer.css';
