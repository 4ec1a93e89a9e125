import { ZBillingStateCode, ZCountryCode, ZUsStateCode } from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { FieldHarness } from '../field-harness';
import { fieldKit } from '../field-kit';

const ZForm = z.object({ country: ZCountryCode, state: ZUsStateCode, billing: ZBillingStateCode });
const Input = fieldKit<{ country: string | null; state: string | null; billing: string | null }>();

function renderPlaces() {
  const submitted = vi.fn();
  const rendered = renderWithProviders(
    <FieldHarness
      schema={ZForm}
      defaultValues={{ country: 'US', state: null, billing: null } as never}
      onSubmit={submitted}
    >
      <Input.Country name="country" label="Country" />
      <Input.State name="state" label="State" />
      <Input.State name="billing" label="Billing state" list="billing" />
    </FieldHarness>,
  );
  return { ...rendered, submitted };
}

describe('country and state pickers (doc 001 §3 static lists)', { timeout: 30_000 }, () => {
  it('search by name, keep the code', async () => {
    const { user, submitted } = renderPlaces();
    const country = screen.getByRole('textbox', { name: 'Country' });
    expect(country).toHaveValue('United States');
    await user.clear(country);
    await user.type(country, 'canad');
    await user.click(screen.getByRole('option', { name: 'Canada' }));
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'puerto');
    await user.click(screen.getByRole('option', { name: 'Puerto Rico' }));
    await user.type(screen.getByRole('textbox', { name: 'Billing state' }), 'ontar');
    await user.click(screen.getByRole('option', { name: 'Ontario' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ country: 'CA', state: 'PR', billing: 'ON' }),
    );
  });

  it('billing states in two groups: the US with DC and Puerto Rico, and Canada', async () => {
    const { user } = renderPlaces();
    await user.click(screen.getByRole('textbox', { name: 'Billing state' }));
    const listbox = screen.getAllByRole('listbox').at(-1)!;
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => within(g).getAllByRole('option').length)).toEqual([52, 13]);
    expect(within(groups[0]!).getByRole('option', { name: 'District of Columbia' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'the pickers, one open');
  });
});
