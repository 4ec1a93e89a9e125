import { MESSAGES, ZPhoneE164, ZUsPhone } from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { FieldHarness } from '../field-harness';
import { fieldKit } from '../field-kit';

const ZForm = z.object({ mobile: ZUsPhone, phone: ZPhoneE164 });
const Input = fieldKit<z.input<typeof ZForm>>();

function renderPhones(defaults = { mobile: '', phone: '' }) {
  const submitted = vi.fn();
  const rendered = renderWithProviders(
    <FieldHarness schema={ZForm} defaultValues={defaults} onSubmit={submitted}>
      <Input.UsPhone name="mobile" label="Mobile" />
      <Input.Phone name="phone" label="Phone" />
    </FieldHarness>,
  );
  return {
    ...rendered,
    submitted,
    mobile: screen.getByRole('textbox', { name: 'Mobile' }),
    phone: screen.getByRole('textbox', { name: 'Phone' }),
    save: () => rendered.user.click(screen.getByRole('button', { name: 'Save' })),
  };
}

// typing into a form that holds a 240-country list is slow in jsdom on a busy machine
describe('UsPhoneField (doc 001 §5: +1 and 10 digits)', { timeout: 20_000 }, () => {
  it('masks the digits as they are typed and keeps +1 and 10 digits', async () => {
    const { user, mobile, phone, save, submitted } = renderPhones();
    await user.type(mobile, '312');
    expect(mobile).toHaveValue('+1 (312');
    await user.type(mobile, '2220142999');
    expect(mobile).toHaveValue('+1 (312) 222-0142');
    await user.type(phone, '3122220143');
    await save();
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ mobile: '+13122220142', phone: '+13122220143' }),
    );
  });

  it('a pasted +1 number is read once, and deleting over a dash deletes a digit', async () => {
    const { user, mobile } = renderPhones();
    await user.click(mobile);
    await user.paste('+1 312-222-0142');
    expect(mobile).toHaveValue('+1 (312) 222-0142');
    await user.type(mobile, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(mobile).toHaveValue('+1 (312) 222');
    await user.type(mobile, '{Backspace}');
    expect(mobile).toHaveValue('+1 (312) 22');
  });

  it('too short or not North American: the spec message', async () => {
    const { user, mobile, save } = renderPhones({ mobile: '', phone: '+13122220143' });
    await user.type(mobile, '31255501');
    await save();
    expect(await screen.findByText(MESSAGES.e164Nanp)).toBeInTheDocument();
    expect(mobile).toHaveAccessibleDescription(MESSAGES.e164Nanp);
    await expectNoAxeViolations(document.body, 'the phone fields with an error');
  });
});

describe('PhoneField (country-aware, US by default)', { timeout: 20_000 }, () => {
  it('starts on the United States and formats a national number', async () => {
    const { user, phone } = renderPhones();
    expect(screen.getByRole('textbox', { name: 'Phone: country' })).toHaveValue('United States (+1)');
    await user.type(phone, '2133734253');
    expect(phone).toHaveValue('(213) 373-4253');
  });

  it('a number typed with + follows its country, and is kept in E.164', async () => {
    const { user, phone, mobile, save, submitted } = renderPhones();
    await user.type(phone, '+442071838750');
    expect(phone).toHaveValue('+44 20 7183 8750');
    expect(screen.getByRole('textbox', { name: 'Phone: country' })).toHaveValue('United Kingdom (+44)');
    await user.type(mobile, '3122220142');
    await save();
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ mobile: '+13122220142', phone: '+442071838750' }),
    );
  });

  it('choosing a country reads a national number in it', async () => {
    const { user, phone, mobile, save, submitted } = renderPhones();
    await user.type(phone, '02071838750');
    await user.click(screen.getByRole('textbox', { name: 'Phone: country' }));
    await user.click(screen.getByRole('option', { name: 'United Kingdom (+44)' }));
    expect(phone).toHaveValue('020 7183 8750');
    await user.type(mobile, '3122220142');
    await save();
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ mobile: '+13122220142', phone: '+442071838750' }),
    );
  });

  it('an invalid number is refused', async () => {
    const { user, phone, mobile, save } = renderPhones();
    await user.type(mobile, '3122220142');
    await user.type(phone, '+4420');
    await save();
    expect(await screen.findByText(/E\.164 format/)).toBeInTheDocument();
  });
});
