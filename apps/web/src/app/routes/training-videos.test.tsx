import { OUR_MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePortalConfig, stubPortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';
import { Component as TrainingVideos } from './training-videos';

describe('/trainingVideos', () => {
  it('lists the configured videos, each opening in a new tab, with its length when known', async () => {
    stubPortalConfig();
    renderWithProviders(<TrainingVideos />);
    expect(screen.getByRole('heading', { level: 1, name: 'Training Videos' })).toBeInTheDocument();
    const start = await screen.findByRole('link', { name: 'Getting started (opens in a new tab)' });
    expect(start).toHaveAttribute('href', 'https://videos.test/start');
    expect(start).toHaveAttribute('target', '_blank');
    expect(screen.getByText('6 min')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('never lets the title squeeze the length: the badge keeps its width, the title wraps', async () => {
    stubPortalConfig();
    renderWithProviders(<TrainingVideos />);
    const length = await screen.findByText('6 min');
    // Mantine's badge clips its label with an ellipsis when it shrinks ('6…' at 320 px)
    const badge = length.closest('.mantine-Badge-root');
    expect(badge).toHaveStyle({ flex: 'none' });
  });

  it('says when none are configured', async () => {
    const config = makePortalConfig();
    stubPortalConfig({ ...config, links: { ...config.links, trainingVideos: [] } });
    renderWithProviders(<TrainingVideos />);
    expect(await screen.findByText(OUR_MESSAGES.trainingVideosEmpty)).toBeInTheDocument();
  });
});
