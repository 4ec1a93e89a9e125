import { OUR_MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { UnreachablePage } from './unreachable-page';

describe('UnreachablePage', () => {
  it('says plainly that Parley cannot be reached and that the session is kept', () => {
    renderWithProviders(<UnreachablePage />, {
      session: { status: 'unreachable', session: null, problem: OUR_MESSAGES.unreachable },
    });
    expect(screen.getByRole('heading', { level: 1, name: "Can't reach Parley" })).toBeInTheDocument();
    expect(screen.getByText(OUR_MESSAGES.checkConnection)).toBeInTheDocument();
    expect(screen.getByText(OUR_MESSAGES.unreachableWaiting)).toBeInTheDocument();
    expect(document.title).toBe("Can't reach Parley · Parley");
  });

  it("a server fault says what it is instead of blaming the user's connection", () => {
    renderWithProviders(<UnreachablePage />, {
      session: { status: 'unreachable', session: null, problem: OUR_MESSAGES.unavailable },
    });
    expect(screen.getByText(OUR_MESSAGES.unavailable)).toBeInTheDocument();
    expect(screen.queryByText(OUR_MESSAGES.checkConnection)).not.toBeInTheDocument();
  });

  it('Retry asks again, and says so when the server is still away', async () => {
    const retry = vi.fn(async () => {});
    const { user } = renderWithProviders(<UnreachablePage />, {
      session: { status: 'unreachable', session: null, problem: OUR_MESSAGES.unreachable, retry },
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(OUR_MESSAGES.unreachableStill);
  });
});
