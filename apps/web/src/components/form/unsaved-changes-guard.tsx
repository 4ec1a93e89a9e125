import { Button, Flex, Stack, Text } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { AppModal } from '@/components/dialog/app-modal';

/**
 * While `when` holds, leaving the page asks first: a link or Back inside the app opens a confirm
 * dialog (Stay is focused, the safe choice), a reload or closing the tab gets the browser's own
 * question. React Router allows one blocker at a time: one guard per page.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  // Saved (or undone) while the question was open: nothing is lost any more, so let it go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
  };

  return (
    <AppModal opened={blocker.state === 'blocked'} onClose={stay} title="Leave without saving?">
      <Stack gap="lg">
        <Text size="sm">{OUR_MESSAGES.unsavedChanges}</Text>
        {/* side by side where they fit; one above the other, full width, on a phone */}
        <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={stay} data-autofocus>
            Stay on this page
          </Button>
          {/* red.8: white on the theme's red.7 is 3.9:1, under AA */}
          <Button color="red.8" onClick={leave}>
            Leave without saving
          </Button>
        </Flex>
      </Stack>
    </AppModal>
  );
}
