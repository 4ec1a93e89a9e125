import { Button, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SideNavigationProvider, useSideNavigation, useSideNavigationState } from './side-navigation';

function Frame({ children, initiallyOpened }: { children: ReactNode; initiallyOpened?: boolean }) {
  const state = useSideNavigationState(initiallyOpened);
  return <SideNavigationProvider value={state}>{children}</SideNavigationProvider>;
}

function Page() {
  const nav = useSideNavigation();
  return (
    <>
      <p>{nav.opened ? 'open' : 'closed'}</p>
      <Button onClick={nav.toggle}>Toggle</Button>
      <Button onClick={nav.open}>Open</Button>
      <Button onClick={nav.close}>Close</Button>
    </>
  );
}

describe('side navigation state', () => {
  it('is closed at first, opens, closes and toggles from any page under the frame', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <Frame>
          <Page />
        </Frame>
      </MantineProvider>,
    );
    expect(screen.getByText('closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('can start open', () => {
    render(
      <MantineProvider env="test">
        <Frame initiallyOpened>
          <Page />
        </Frame>
      </MantineProvider>,
    );
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('throws outside its provider, as every provider hook does', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Page />)).toThrow('useSideNavigation must be used within SideNavigationProvider');
  });
});
