import { screen } from '@testing-library/react';

/** A toast as Mantine renders it: an alert titled with its header (the first, if several show). */
export const findToast = async (header: string) =>
  (await screen.findAllByText(header))[0]!.closest<HTMLElement>('[role="alert"]')!;
