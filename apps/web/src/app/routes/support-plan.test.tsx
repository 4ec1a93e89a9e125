import { OUR_MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '@/testing/data';
import { stubPortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';
import { Component as SupportPlan } from './support-plan';

describe('/supportplan', () => {
  it("shows the plan from the account's configuration and how to reach support", async () => {
    stubPortalConfig();
    const session = makeSession({ accountConfig: { funded: '1', support_plan: 'Business — 24×7 phone' } });
    renderWithProviders(<SupportPlan />, { session: { session } });
    expect(screen.getByRole('heading', { level: 1, name: 'Support Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Acme Inc.' })).toBeInTheDocument();
    expect(screen.getByText('Business — 24×7 phone')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'support@parley.test' })).toHaveAttribute(
      'href',
      'mailto:support@parley.test',
    );
  });

  it('says when no plan is set', () => {
    stubPortalConfig();
    renderWithProviders(<SupportPlan />, { session: { session: makeSession() } });
    expect(screen.getByText(OUR_MESSAGES.supportPlanMissing)).toBeInTheDocument();
  });
});
