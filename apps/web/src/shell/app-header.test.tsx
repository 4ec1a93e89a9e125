import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '@/testing/data';
import { renderWithProviders } from '@/testing/test-utils';
import { AppHeader } from './app-header';

const PARENT = `AC${'9'.padStart(32, '0')}`;
const acting = makeSession({
  parentAcctId: PARENT,
  yPrivs: makeSession().privs,
  companyName: 'Acme West LLC',
});

function renderHeader(session = acting, mobile = false) {
  return renderWithProviders(<AppHeader menuOpened={false} onToggleMenu={() => {}} />, {
    session: { session },
    mobile,
  });
}

describe('AppHeader', () => {
  it.each([
    ['on a wide screen', false],
    ['on a phone', true],
  ])('says whose account is being acted on %s', (_, phone) => {
    renderHeader(acting, phone);
    expect(screen.getByRole('status', { name: 'Acting as Acme West LLC' })).toHaveTextContent(
      'Acting as Acme West LLC',
    );
  });

  it("in one's own account there is nothing to say", () => {
    renderHeader(makeSession(), true);
    expect(screen.queryByRole('status', { name: /Acting as/ })).not.toBeInTheDocument();
  });
});
