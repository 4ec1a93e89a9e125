import { notifications } from '@mantine/notifications';
import { ADD_FEATURE_OUR_TEXT, ADD_FEATURE_TEXT, OUR_MESSAGES } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OWNER, stubDialogLoads } from '@/testing/add-feature-stubs';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { ok } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { AddFeatureDialog } from './add-feature-dialog';
import { AddFeatureTrigger } from './add-feature-trigger';

vi.mock('../reload-without-query', () => ({ reloadWithoutQuery: vi.fn() }));

function renderDialog(session = OWNER) {
  return renderWithProviders(<AddFeatureDialog opened onClose={vi.fn()} />, { session: { session } });
}

const radios = async () =>
  within(await screen.findByRole('radiogroup', { name: 'Available features' })).getAllByRole('radio');

beforeEach(() => {
  sessionStorage.clear();
  notifications.clean();
});

describe('the feature tiles are one radio group', () => {
  it('one Tab stop: the first tile while none is chosen, then the chosen one', async () => {
    stubDialogLoads();
    const { user } = renderDialog();
    const tiles = await radios();
    expect(tiles.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    await user.click(screen.getByRole('radio', { name: 'Federal DNC List' }));
    expect(tiles.filter((t) => t.tabIndex === 0).map((t) => t.textContent)).toEqual(['Federal DNC List']);
  });

  it('arrows move and choose; Home and End go to the ends', async () => {
    stubDialogLoads();
    const { user } = renderDialog();
    await radios();
    screen.getByRole('radio', { name: 'Inbox' }).focus();
    await user.keyboard('{ArrowRight}');
    const next = screen.getByRole('radio', { name: 'Number Reputation Management' });
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'UCaaS' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'UCaaS' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Inbox' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Inbox' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('every feature shows what it costs before its terms', () => {
  it('Inbox from the price list, and the terms name the price shown', async () => {
    stubDialogLoads({ rates: [{ lookup: 'parley-feature-inbox', rate: 12 }] });
    const { user } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: 'Inbox' }));
    expect(screen.getByText('$12.00')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: ADD_FEATURE_OUR_TEXT.termsWithPrice('Inbox') }),
    ).toBeInTheDocument();
  });

  it("Inbox at its default when the list has no rate; 'Included' and no price in the terms when free", async () => {
    stubDialogLoads();
    const { user, unmount } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: 'Inbox' }));
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    unmount();
    stubDialogLoads({ rates: [{ lookup: 'parley-feature-inbox', rate: 0 }] });
    const second = renderDialog();
    await second.user.click(await screen.findByRole('radio', { name: 'Inbox' }));
    expect(screen.getByText(ADD_FEATURE_OUR_TEXT.included)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: ADD_FEATURE_OUR_TEXT.termsIncluded('Inbox') }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/price shown/)).not.toBeInTheDocument();
  });

  it('contact center says its price is set with our team', async () => {
    stubDialogLoads();
    const { user } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: 'Contact Center' }));
    expect(screen.getByText(ADD_FEATURE_OUR_TEXT.pricedWithTeam)).toBeInTheDocument();
  });
});

describe('an unfunded account', () => {
  const unfunded = makeSession({ roles: ['acct-admin'], accountConfig: { funded: '0' } });

  it('is told up front, with the next step, and cannot enable a paid feature', async () => {
    stubDialogLoads();
    const { user } = renderDialog(unfunded);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADD_FEATURE_OUR_TEXT.unfunded);
    expect(within(alert).getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@parley\.test\?/),
    );
    await user.click(screen.getByRole('radio', { name: 'AI Chatbot' }));
    const enable = screen.getByRole('button', { name: 'Enable AI Chatbot' });
    expect(enable).toBeDisabled();
    expect(enable).toHaveAccessibleDescription(expect.stringContaining(ADD_FEATURE_OUR_TEXT.unfundedTitle));
    // contact center is a conversation, not a purchase: still offered
    await user.click(screen.getByRole('radio', { name: 'Contact Center' }));
    expect(screen.getByRole('link', { name: /Email our team/ })).toBeInTheDocument();
  });

  it('gives one who may pay the way to the Billing page, where funds are added', async () => {
    stubDialogLoads();
    renderDialog(makeSession({ roles: ['acct-owner'], accountConfig: { funded: '0' } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(OUR_MESSAGES.unfundedPayer);
    expect(within(alert).getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/billing');
  });
});

describe('closing the dialog', () => {
  it('puts focus back on the trigger that opened it', async () => {
    stubDialogLoads();
    const { user } = renderWithProviders(<AddFeatureTrigger />, { session: { session: OWNER } });
    const trigger = screen.getByRole('button', { name: ADD_FEATURE_TEXT.trigger });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: ADD_FEATURE_TEXT.title });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('axe in the states the browser tests cannot hold still', () => {
  it('while loading, with nothing chosen, with a form error, unfunded', async () => {
    let answer: (r: Response) => void = () => {};
    stubDialogLoads({
      handlers: { 'GET /v3/pricing/rates': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    const { user, unmount } = renderDialog();
    await screen.findByRole('status');
    await expectNoAxeViolations(screen.getByRole('dialog'), 'the dialog while it loads');
    answer(ok());
    await radios();
    await expectNoAxeViolations(screen.getByRole('dialog'), 'nothing chosen');
    await user.click(screen.getByRole('radio', { name: 'UCaaS' }));
    await user.click(screen.getByRole('button', { name: 'Enable UCaaS' }));
    await screen.findByText(ADD_FEATURE_TEXT.ucaasPassword);
    await expectNoAxeViolations(screen.getByRole('dialog'), 'UCaaS with its errors');
    unmount();

    stubDialogLoads();
    renderDialog(makeSession({ accountConfig: { funded: '0' } }));
    await radios();
    await expectNoAxeViolations(screen.getByRole('dialog'), 'an unfunded account');
  });
});
