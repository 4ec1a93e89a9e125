import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { IosFrame } from './ios-frame';
import { PhoneFrame } from './phone-frame';

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
const frame = () => screen.getByText('screen').closest('[data-target]') as HTMLElement;

describe('PhoneFrame', () => {
  it('is 412 px tall with fewer than 2 failed checks, 480 px from 2', () => {
    const { unmount } = renderWithProviders(<PhoneFrame>screen</PhoneFrame>);
    expect(frame().style.height).toBe('412px');
    unmount();
    const one = renderWithProviders(<PhoneFrame failedReputation={['Carrier A']}>screen</PhoneFrame>);
    expect(frame().style.height).toBe('412px');
    one.unmount();
    renderWithProviders(<PhoneFrame failedReputation={['Carrier A', 'Carrier B']}>screen</PhoneFrame>);
    expect(frame().style.height).toBe('480px');
  });

  it('shows the reputation image, caller name and failed checks only when reputation_check is set', async () => {
    const { unmount } = renderWithProviders(
      <PhoneFrame imgUrl={IMAGE} failedReputation={['Carrier A']}>
        screen
      </PhoneFrame>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Carrier A')).toBeNull();
    unmount();
    renderWithProviders(
      <PhoneFrame
        reputationCheck
        imgUrl={IMAGE}
        callerName="Harbor Grill"
        failedReputation={['Carrier A', 'Carrier B']}
      >
        screen
      </PhoneFrame>,
    );
    expect(screen.getByRole('img', { name: 'Reputation check' })).toHaveAttribute('src', IMAGE);
    expect(screen.getByText('Harbor Grill')).toBeInTheDocument();
    const failed = screen.getByRole('list', { name: 'Failed reputation checks' });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Carrier A', 'Carrier B']);
    await expectNoAxeViolations();
  });

  it('the iOS frame reads a result object; a prop given wins over it', () => {
    const { unmount } = renderWithProviders(
      <IosFrame
        result={{
          reputation_check: true,
          img_url: IMAGE,
          caller_name: 'From result',
          failed_reputation: ['A', 'B'],
        }}
      >
        screen
      </IosFrame>,
    );
    expect(frame()).toHaveAttribute('data-target', 'ios');
    expect(frame().style.height).toBe('480px');
    expect(screen.getByRole('img', { name: 'Reputation check' })).toBeInTheDocument();
    expect(screen.getByText('From result')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <IosFrame
        callerName="From prop"
        failedReputation={[]}
        result={{ reputation_check: true, caller_name: 'x', failed_reputation: ['A', 'B'] }}
      >
        screen
      </IosFrame>,
    );
    expect(screen.getByText('From prop')).toBeInTheDocument();
    expect(frame().style.height).toBe('412px');
  });
});
