import { notifications } from '@mantine/notifications';
import { ADD_FEATURE_OUR_TEXT, ADD_FEATURE_TEXT } from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OWNER, stubDialogLoads } from '@/testing/add-feature-stubs';
import { makeSession } from '@/testing/data';
import { renderWithProviders } from '@/testing/test-utils';
import { reloadWithoutQuery } from '../reload-without-query';
import { AddFeatureTrigger } from './add-feature-trigger';

vi.mock('../reload-without-query', () => ({ reloadWithoutQuery: vi.fn() }));

const render = (route = '/dashboard', session = OWNER, options: { mobile?: boolean; label?: string } = {}) =>
  renderWithProviders(<AddFeatureTrigger {...(options.label ? { label: options.label } : {})} />, {
    route,
    session: { session },
    ...(options.mobile ? { mobile: true } : {}),
  });

beforeEach(() => {
  vi.mocked(reloadWithoutQuery).mockClear();
  sessionStorage.clear();
  notifications.clean();
});

describe('the Add Feature trigger', () => {
  it("reads 'Add Feature' for a user holding add-feature, and asks nothing of the server until opened", () => {
    const fetchMock = stubDialogLoads();
    render();
    expect(screen.getByRole('button', { name: ADD_FEATURE_TEXT.trigger })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes another label, and is an icon button with that name on a phone', () => {
    stubDialogLoads();
    render('/dashboard', OWNER, { label: 'Add a product', mobile: true });
    expect(screen.getByRole('button', { name: 'Add a product' })).toBeInTheDocument();
  });

  it.each([
    ['a supervisor', ['supervisor']],
    ['an agent', ['gi-agent']],
  ])('is not there for %s (no add-feature), not even with ?enableFeature', (_who, roles) => {
    const fetchMock = stubDialogLoads();
    render('/dashboard?enableFeature=dnclist', makeSession({ roles }));
    expect(screen.queryByRole('button', { name: ADD_FEATURE_TEXT.trigger })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the dialog; closing it then only closes it', async () => {
    stubDialogLoads();
    const { user } = render();
    await user.click(screen.getByRole('button', { name: ADD_FEATURE_TEXT.trigger }));
    expect(await screen.findByRole('dialog', { name: ADD_FEATURE_TEXT.title })).toBeInTheDocument();
    expect(await screen.findByText(ADD_FEATURE_TEXT.nothingSelected)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reloadWithoutQuery).not.toHaveBeenCalled();
  });

  it('opens by itself on ?enableFeature=dnclist with DNC chosen; closing reloads without the query', async () => {
    stubDialogLoads();
    const { user } = render('/dashboard?enableFeature=dnclist');
    expect(await screen.findByRole('dialog', { name: ADD_FEATURE_TEXT.title })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Federal DNC List' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(reloadWithoutQuery).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Unsupported feature' for an address naming no feature, and opens with nothing chosen", async () => {
    stubDialogLoads();
    render('/dashboard?enableFeature=teleport');
    expect(await screen.findByText(ADD_FEATURE_TEXT.unsupported)).toBeInTheDocument();
    expect(await screen.findByText(ADD_FEATURE_TEXT.nothingSelected)).toBeInTheDocument();
    expect(screen.getAllByText(ADD_FEATURE_TEXT.unsupported)).toHaveLength(1);
  });

  it('shows the success kept across the reload once, for whoever is signed in', async () => {
    sessionStorage.setItem('parley_add_feature_notice', ADD_FEATURE_TEXT.enabled('AI Chatbot'));
    stubDialogLoads();
    render('/dashboard', makeSession({ roles: ['supervisor'] }));
    expect(await screen.findByText(ADD_FEATURE_TEXT.enabled('AI Chatbot'))).toBeInTheDocument();
    expect(screen.getByText(ADD_FEATURE_OUR_TEXT.enabledHeader)).toBeInTheDocument();
    expect(sessionStorage.getItem('parley_add_feature_notice')).toBeNull();
  });
});
