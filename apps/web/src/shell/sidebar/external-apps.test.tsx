import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '@/testing/data';
import { stubPortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';
import { ExternalApps } from './external-apps';

function renderApps(accountConfig: Record<string, string>) {
  stubPortalConfig();
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

  it("adds a second contact-center link for the account's cluster", async () => {
    renderApps({ cc_cluster_id: 'east-1' });
    await screen.findByRole('link', { name: /cluster/ });
    expect(appLinks()).toEqual([
      ['Contact Center (opens in a new tab)', 'https://cc.test/'],
      ['Contact Center cluster east-1 (opens in a new tab)', 'https://east-1.cc.test/'],
    ]);
  });
});
