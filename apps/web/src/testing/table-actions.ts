import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Selects the rows named (their 'Select <name>' boxes) and runs an entry of the Actions menu. */
export async function actOnRows(user: UserEvent, names: readonly string[], action: string): Promise<void> {
  for (const [i, name] of names.entries()) {
    const box = { name: `Select ${name}` };
    await user.click(i === 0 ? await screen.findByRole('checkbox', box) : screen.getByRole('checkbox', box));
  }
  await user.click(screen.getByRole('button', { name: 'Actions' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}
