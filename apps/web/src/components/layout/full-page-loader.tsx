import { Center, Loader } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';

/** While the session is being settled; `role="status"` makes screen readers announce the label. */
export function FullPageLoader({ label = OUR_MESSAGES.loadingPortal }: { label?: string }) {
  return (
    <Center component="main" mih="100dvh">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
