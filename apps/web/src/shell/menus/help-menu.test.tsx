import type { TPrivilege } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/data';
import { makeUnconfiguredPortalConfig, stubPortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';
import { HelpMenu } from './help-menu';

async function openHelp(session = makeSession()) {
  stubPortalConfig();
  const result = renderWithProviders(<HelpMenu />, { session: { session } });
  await result.user.click(screen.getByRole('button', { name: 'Help menu' }));
  await screen.findByRole('link', { name: /Help articles/ });
  return result;
}

const items = () =>
  within(screen.getByRole('navigation', { name: 'Help links' }))
    .getAllByRole('link')
    .map((item) => [item.textContent, item.getAttribute('href')]);

const agentWith = (...extra: TPrivilege[]) => {
  const agent = makeSession({ roles: ['gi-agent'] });
  return { ...agent, privs: { ...agent.privs, ...Object.fromEntries(extra.map((p) => [p, true])) } };
};

describe('HelpMenu', () => {
  it('lists the help items with their targets, the ticket items included', async () => {
    await openHelp();
    expect(items()).toEqual([
      ['Help articles (opens in a new tab)', 'https://help.test/articles'],
      ['Product updates (opens in a new tab)', 'https://help.test/updates'],
      ['System status (opens in a new tab)', 'https://status.test/'],
      ['Training videos', '/trainingVideos'],
      ['API docs (opens in a new tab)', '/docs'],
      ['Support tickets (opens in a new tab)', 'https://help.test/tickets'],
      ['Submit a ticket (opens in a new tab)', 'https://help.test/tickets/new'],
    ]);
    for (const link of screen.getAllByRole('link').filter((i) => i.getAttribute('target'))) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows no external item and no search field when none is configured: only our own pages', async () => {
    stubPortalConfig(makeUnconfiguredPortalConfig());
    const { user, queryClient } = renderWithProviders(<HelpMenu />, { session: { session: makeSession() } });
    await vi.waitFor(() => expect(queryClient.getQueryState(['portal-config'])?.status).toBe('success'));
    await user.click(screen.getByRole('button', { name: 'Help menu' }));
    await screen.findByRole('link', { name: 'Training videos' });
    expect(items()).toEqual([
      ['Training videos', '/trainingVideos'],
      ['API docs (opens in a new tab)', '/docs'],
    ]);
    expect(screen.queryByRole('textbox', { name: 'Search help' })).not.toBeInTheDocument();
    // focus still starts inside the dialog, on its first link
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Training videos' })).toHaveFocus());
  });

  it('shows each configured item on its own, the others left out', async () => {
    const config = makeUnconfiguredPortalConfig();
    stubPortalConfig({ ...config, links: { ...config.links, systemStatus: 'https://status.test/' } });
    const { user } = renderWithProviders(<HelpMenu />, { session: { session: makeSession() } });
    await user.click(screen.getByRole('button', { name: 'Help menu' }));
    await screen.findByRole('link', { name: /System status/ });
    expect(items().map(([label]) => label)).toEqual([
      'System status (opens in a new tab)',
      'Training videos',
      'API docs (opens in a new tab)',
    ]);
  });

  it('hides the ticket items from a user whose only role is gi-agent', async () => {
    await openHelp(makeSession({ roles: ['gi-agent'] }));
    expect(screen.queryByRole('link', { name: /ticket/i })).not.toBeInTheDocument();
    expect(items()).toHaveLength(5);
  });

  it('shows them to a gi-agent who holds zendesk-tickets', async () => {
    await openHelp(agentWith('zendesk-tickets'));
    expect(screen.getByRole('link', { name: /Support tickets/ })).toBeInTheDocument();
  });

  it('shows them to a gi-agent who has another role too', async () => {
    await openHelp(makeSession({ roles: ['gi-agent', 'webrtc-agent'] }));
    expect(screen.getByRole('link', { name: /Submit a ticket/ })).toBeInTheDocument();
  });

  it('opens the external search page with the query on Enter, and closes', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await openHelp();
    const search = screen.getByRole('textbox', { name: 'Search help' });
    await user.type(search, 'caller id & cnam');
    expect(open).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith(
      'https://help.test/search?q=caller%20id%20%26%20cnam',
      '_blank',
      'noopener,noreferrer',
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help' })).not.toBeInTheDocument());
  });

  it('does nothing on Enter with an empty query', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await openHelp();
    await user.type(screen.getByRole('textbox', { name: 'Search help' }), '   {Enter}');
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeInTheDocument();
  });

  it('opens as a dialog with the cursor in the search field; Escape closes it', async () => {
    const { user } = await openHelp();
    expect(screen.getByRole('button', { name: 'Help menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Search help' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help' })).not.toBeInTheDocument());
  });

  it('closes when an item is chosen', async () => {
    const { user, router } = await openHelp();
    await user.click(screen.getByRole('link', { name: 'Training videos' }));
    expect(router.state.location.pathname).toBe('/trainingVideos');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help' })).not.toBeInTheDocument());
  });
});
