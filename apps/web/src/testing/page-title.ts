import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the page's h1 reads `name` and is still there when checked. A lazy page shows its
 * title while its chunk loads and then replaces it with the page's own: `findByRole` can hand
 * back the first heading just before it is swapped out, so the check and the find are one step.
 */
export async function expectPageTitle(name: string | RegExp, timeout = 5000): Promise<HTMLElement> {
  let heading: HTMLElement | undefined;
  await waitFor(
    () => {
      heading = screen.getByRole('heading', { level: 1, name });
      expect(heading).toBeInTheDocument();
    },
    { timeout },
  );
  return heading as HTMLElement;
}
