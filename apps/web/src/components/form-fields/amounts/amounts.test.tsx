import { FORM_FIELDS_OUR_TEXT, ZMoney, ZPresetAmount } from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { FieldHarness } from '../field-harness';
import { fieldKit } from '../field-kit';

const ZForm = z.object({ amount: ZPresetAmount, balance: ZMoney });
const Input = fieldKit<z.input<typeof ZForm>>();

function renderAmounts(defaults: { amount: number | null; balance: number | null }) {
  const submitted = vi.fn();
  const rendered = renderWithProviders(
    <FieldHarness schema={ZForm} defaultValues={defaults as never} onSubmit={submitted}>
      <Input.PresetAmount name="amount" label="Amount" required />
      <Input.Money name="balance" label="Balance" />
    </FieldHarness>,
  );
  const save = () => rendered.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...rendered, submitted, save };
}

describe('PresetAmountField (doc 001 §5)', () => {
  it('offers 10 … 5000 and Other as one labelled radio group', async () => {
    renderAmounts({ amount: null, balance: 0 });
    const group = screen.getByRole('radiogroup', { name: /^Amount/ });
    expect(group).toBeInTheDocument();
    for (const label of [
      '$10',
      '$50',
      '$100',
      '$200',
      '$300',
      '$400',
      '$500',
      '$1,000',
      '$2,000',
      '$5,000',
      'Other',
    ])
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'the preset amount selector');
  });

  it('nothing chosen: the form says to choose', async () => {
    const { save, submitted } = renderAmounts({ amount: null, balance: 0 });
    await save();
    expect(await screen.findByText(FORM_FIELDS_OUR_TEXT.amountRequired)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /^Amount/ })).toHaveAccessibleDescription(
      FORM_FIELDS_OUR_TEXT.amountRequired,
    );
    expect(submitted).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body, 'the selector with its error');
  });

  it('a preset is sent as its number', async () => {
    const { user, save, submitted } = renderAmounts({ amount: null, balance: 0 });
    await user.click(screen.getByRole('radio', { name: '$1,000' }));
    expect(screen.getByRole('radio', { name: '$1,000' })).toBeChecked();
    await save();
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ amount: 1000, balance: 0 }));
  });

  it('one radio group for the keyboard: arrows move the choice', async () => {
    const { user, save, submitted } = renderAmounts({ amount: 10, balance: 0 });
    screen.getByRole('radio', { name: '$10' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '$100' })).toBeChecked();
    await save();
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ amount: 100, balance: 0 }));
  });

  it('Other: a whole-dollar custom amount; cents are refused, never read as more dollars', async () => {
    const { user, save, submitted } = renderAmounts({ amount: null, balance: 0 });
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const custom = screen.getByRole('textbox', { name: FORM_FIELDS_OUR_TEXT.customAmount });
    await user.type(custom, '12.75');
    // the point stays: '12.75' is not $1,275
    expect(custom).toHaveValue('$12.75');
    await save();
    expect(await screen.findByText(FORM_FIELDS_OUR_TEXT.amountWhole)).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
    await user.clear(custom);
    await user.type(custom, '25');
    await save();
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ amount: 25, balance: 0 }));
    // typing 1 then 10 keeps Other chosen rather than jumping to the $10 preset
    await user.clear(custom);
    await user.type(custom, '10');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
  });

  it('a custom amount out of range is refused with its range', async () => {
    const { user, save } = renderAmounts({ amount: null, balance: 0 });
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: FORM_FIELDS_OUR_TEXT.customAmount }), '100001');
    await save();
    expect(await screen.findByText('Enter an amount from $1 to $100,000.')).toBeInTheDocument();
  });

  it('a saved custom amount opens on Other', () => {
    renderAmounts({ amount: 75, balance: 0 });
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: FORM_FIELDS_OUR_TEXT.customAmount })).toHaveValue('$75');
  });
});

describe('MoneyField (doc 001 §5: minimum -999999999)', () => {
  it('dollars with cents and thousands, sent as a number', async () => {
    const { user, save, submitted } = renderAmounts({ amount: 10, balance: null });
    const input = screen.getByRole('textbox', { name: 'Balance' });
    // typed key by key: '-' and '1234.' are not numbers yet, and must not be wiped while typed
    await user.type(input, '-1234.567');
    expect(input).toHaveValue('-$1,234.56');
    await save();
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ amount: 10, balance: -1234.56 }));
  });

  it('below the minimum: the message, not a silent clamp', async () => {
    const { user, save } = renderAmounts({ amount: 10, balance: null });
    await user.type(screen.getByRole('textbox', { name: 'Balance' }), '-1000000000');
    await save();
    expect(await screen.findByText(FORM_FIELDS_OUR_TEXT.moneyMin)).toBeInTheDocument();
  });

  it('empty: a number is asked for', async () => {
    const { save } = renderAmounts({ amount: 10, balance: null });
    await save();
    expect(await screen.findByText(FORM_FIELDS_OUR_TEXT.numberRequired)).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'a money field with its error');
  });
});
