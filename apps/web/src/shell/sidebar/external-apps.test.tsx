import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/data';
import { makePortalConfig, makeUnconfiguredPortalConfig, stubPortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';
import { ExternalApps } from './external-apps';

function renderApps(accountConfig: Record<string, string>, config = makePortalConfig()) {
  stubPortalConfig(config);
  return renderWithProviders(<ExternalApps />, { session: { session: makeSession({ accountConfig }) } });
}

const appLinks = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('ExternalApps', () => {
  it('always offers Contact Center, in a new tab, at the configured target', async () => {
    renderApps({ funded: '1' });
    const link = await screen.findByRole('link', { name: /Contact Center/ });
    expect(link).toHaveAttribute('href', 'https://cc.test/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Contact Center (opens in a new tab)');
    expect(appLinks()).toHaveLength(1);
  });

  it('adds the AI product link when feature_chatbot_enabled is set', async () => {
    renderApps({ feature_chatbot_enabled: '1' });
    expect(await screen.findByRole('link', { name: /AI Chatbot/ })).toHaveAttribute(
      'href',
      'https://ai.test/',
    );
  });

  it("leaves the AI product link out when the flag is '0'", async () => {
    renderApps({ feature_chatbot_enabled: '0' });
    await screen.findByRole('link', { name: /Contact Center/ });
    expect(screen.queryByRole('link', { name: /AI Chatbot/ })).not.toBeInTheDocument();
  });

  it("adds a second contact-center link for the account's cluster, named for a person, not by its id", async () => {
    renderApps({ cc_cluster_id: 'cc-5a3e1c0d9b27' });
    await screen.findByRole('link', { name: /Your Contact Center/ });
    expect(appLinks()).toEqual([
      ['Contact Center (opens in a new tab)', 'https://cc.test/'],
      ['Your Contact Center (opens in a new tab)', 'https://cc-5a3e1c0d9b27.cc.test/'],
    ]);
    expect(screen.queryByText(/cc-5a3e1c0d9b27/)).not.toBeInTheDocument();
  });

  it('shows no link whose target is not configured, and no Apps heading when none is left', async () => {
    const { queryClient } = renderApps(
      { feature_chatbot_enabled: '1', cc_cluster_id: 'east-1' },
      makeUnconfiguredPortalConfig(),
    );
    await vi.waitFor(() => expect(queryClient.getQueryState(['portal-config'])?.status).toBe('success'));
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByText('Apps')).not.toBeInTheDocument();
  });

  it('leaves out only the unconfigured ones', async () => {
    const config = makePortalConfig();
    renderApps(
      { feature_chatbot_enabled: '1', cc_cluster_id: 'east-1' },
      { ...config, links: { ...config.links, aiProduct: null, contactCenterCluster: null } },
    );
    await screen.findByRole('link', { name: /Contact Center/ });
    expect(appLinks()).toEqual([['Contact Center (opens in a new tab)', 'https://cc.test/']]);
  });
});
