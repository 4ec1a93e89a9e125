import { notifications } from '@mantine/notifications';
import { MESSAGES, OUR_MESSAGES, TOAST_MS } from '@parley/domain';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { capitalise, hideToast, showErrorToast, showToast } from './show-toast';

afterEach(() => {
  act(() => notifications.clean());
});

/** The toast as Mantine renders it: an alert titled with the header. */
const toast = async (header: string) =>
  (await screen.findByText(header)).closest<HTMLElement>('[role="alert"]')!;

describe('showToast', () => {
  it('shows a success toast with its header capitalised and its content', async () => {
    renderWithProviders(null);
    act(
      () =>
        void showToast({ type: 'success', header: 'profile saved', content: 'Your profile has been saved.' }),
    );
    const shown = await toast('Profile saved');
    expect(shown).toHaveTextContent('Your profile has been saved.');
    expect(shown).toHaveAttribute('data-with-border', 'true');
  });

  it.each([
    ['success', 'green'],
    ['error', 'red'],
    ['warning', 'yellow'],
  ] as const)('a %s toast is %s', async (type, color) => {
    const show = vi.spyOn(notifications, 'show');
    renderWithProviders(null);
    showToast({ type, header: type });
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show.mock.calls[0]![0]).toMatchObject({ color, title: capitalise(type) });
  });

  it('shows an optional list under the content', async () => {
    renderWithProviders(null);
    act(() => void showToast({ type: 'warning', header: 'Check these', list: ['First row', 'Second row'] }));
    const shown = await toast('Check these');
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First row', 'Second row']);
  });

  it(`fades after ${TOAST_MS} ms by default, or after the time given`, async () => {
    const show = vi.spyOn(notifications, 'show');
    showToast({ type: 'success', header: 'Saved' });
    showToast({ type: 'error', header: 'Failed', timeToFade: 12_000 });
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    expect(show.mock.calls.map(([data]) => data.autoClose)).toEqual([5000, 12_000]);
  });

  it('has a named close button that dismisses it', async () => {
    const { user } = renderWithProviders(null);
    act(() => void showToast({ type: 'error', header: 'Failed', timeToFade: 60_000 }));
    const shown = await toast('Failed');
    await user.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(screen.queryByText('Failed')).not.toBeInTheDocument());
  });

  it('hideToast removes the toast it names', async () => {
    renderWithProviders(null);
    let id = '';
    act(() => void (id = showToast({ type: 'success', header: 'Going soon', timeToFade: 60_000 })));
    await toast('Going soon');
    act(() => hideToast(id));
    await vi.waitFor(() => expect(screen.queryByText('Going soon')).not.toBeInTheDocument());
  });
});

describe('the same toast again', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const saved = () =>
    showToast({ type: 'success', header: 'Profile saved', content: OUR_MESSAGES.profileSaved });

  it('is shown once, and its time to fade starts over each time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(null);
    await act(async () => void saved());
    for (let i = 0; i < 2; i++) {
      await act(async () => {
        vi.advanceTimersByTime(3_000);
        saved();
      });
    }
    expect(screen.getAllByText('Profile saved')).toHaveLength(1);
    // 6 s after the first, 4 s after the last: still there
    await act(async () => void vi.advanceTimersByTime(TOAST_MS - 1_000));
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(1_500));
    // then it fades (its exit transition runs on timers too)
    await act(async () => void vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('answers the same id; another text, type or list is a toast of its own', async () => {
    renderWithProviders(null);
    let ids: string[] = [];
    act(() => {
      ids = [
        saved(),
        saved(),
        showToast({ type: 'error', header: 'Profile saved', content: OUR_MESSAGES.profileSaved }),
        showToast({ type: 'success', header: 'Profile saved', content: 'Something else.' }),
        showToast({
          type: 'success',
          header: 'Profile saved',
          content: OUR_MESSAGES.profileSaved,
          list: ['x'],
        }),
      ];
    });
    expect(ids[1]).toBe(ids[0]);
    expect(new Set(ids).size).toBe(4);
    await vi.waitFor(() => expect(screen.getAllByText('Profile saved')).toHaveLength(4));
  });

  it('once dismissed, shows again when asked again', async () => {
    const { user } = renderWithProviders(null);
    act(() => void saved());
    await user.click(within(await toast('Profile saved')).getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(screen.queryByText('Profile saved')).not.toBeInTheDocument());
    act(() => void saved());
    expect(await toast('Profile saved')).toHaveTextContent(OUR_MESSAGES.profileSaved);
  });
});

describe('showErrorToast', () => {
  it("is titled 'Error' and joins the errors' messages", async () => {
    renderWithProviders(null);
    act(
      () =>
        void showErrorToast([
          { code: 'invalid', message: 'Name is required.' },
          { code: 'invalid', message: 'Email is invalid.' },
        ]),
    );
    expect(await toast('Error')).toHaveTextContent('Name is required., Email is invalid.');
  });

  it('adds the codes when asked, and a prefix', async () => {
    renderWithProviders(null);
    act(
      () =>
        void showErrorToast([{ code: 'E42', message: 'No luck' }], {
          prefix: 'Something went wrong fetching prices',
          withCodes: true,
        }),
    );
    expect(await toast('Error')).toHaveTextContent('Something went wrong fetching prices No luck (E42)');
  });

  it("says 'Undefined error' when there is nothing to say", async () => {
    renderWithProviders(null);
    act(() => void showErrorToast([]));
    expect(await toast('Error')).toHaveTextContent(MESSAGES.undefinedError);
  });
});
