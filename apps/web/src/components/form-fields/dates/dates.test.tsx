import { daySchema, isoDay, timeSchema } from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { FieldHarness } from '../field-harness';
import { fieldKit } from '../field-kit';
import { parseUsDay } from './date-field';

const TODAY = new Date(2026, 10, 23, 10, 0); // 11/23/2026, a Monday

function renderDates() {
  const ZForm = z.object({ day: daySchema({ max: isoDay(new Date()) }), at: timeSchema() });
  const Input = fieldKit<{ day: string | null; at: string }>();
  const submitted = vi.fn();
  const rendered = renderWithProviders(
    <FieldHarness schema={ZForm} defaultValues={{ day: null, at: '' } as never} onSubmit={submitted}>
      <Input.Date name="day" label="Call date" />
      <Input.Time name="at" label="Call time" />
    </FieldHarness>,
  );
  const save = () => rendered.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...rendered, submitted, save, day: screen.getByRole('textbox', { name: 'Call date' }) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('parseUsDay', () => {
  it('reads MM/DD/YYYY, real days only', () => {
    expect(parseUsDay('11/23/2026')).toBe('2026-11-23');
    expect(parseUsDay('1/2/2026')).toBe('2026-01-02');
    expect(parseUsDay('02/30/2026')).toBeNull();
    expect(parseUsDay('2026-11-23')).toBeNull();
  });
});

describe('DateField (doc 001 §5: maximum today)', { timeout: 20_000 }, () => {
  it('typed as MM/DD/YYYY and kept as YYYY-MM-DD', async () => {
    const { user, day, save, submitted } = renderDates();
    await user.type(day, '11/20/2026');
    await user.tab();
    expect(day).toHaveValue('11/20/2026');
    await user.click(screen.getByRole('spinbutton', { name: 'Call time: hours' }));
    await user.keyboard('09');
    await user.keyboard('30');
    await user.keyboard('a');
    await save();
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ day: '2026-11-20', at: '09:30' }));
  });

  it('days after today are not offered in the calendar', async () => {
    const { user, day } = renderDates();
    await user.click(day);
    const tomorrow = await screen.findByRole('button', { name: '24 November 2026' });
    expect(tomorrow).toBeDisabled();
    expect(screen.getByRole('button', { name: '23 November 2026' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '23 November 2026' }));
    expect(day).toHaveValue('11/23/2026');
  });

  it('empty: a date is asked for', async () => {
    const { save } = renderDates();
    await save();
    expect(await screen.findByText('Choose a date.')).toBeInTheDocument();
    expect(await screen.findByText('Choose a time.')).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'date and time fields with errors');
  });
});

describe('TimeField (doc 001 §5: 5-minute steps)', { timeout: 20_000 }, () => {
  it('its dropdown offers minutes in 5-minute steps; an off-step time is refused', async () => {
    const { user, day, save } = renderDates();
    await user.type(day, '11/20/2026');
    const minutes = screen.getByRole('spinbutton', { name: 'Call time: minutes' });
    await user.click(screen.getByRole('spinbutton', { name: 'Call time: hours' }));
    const offered = screen
      .getAllByRole('button')
      .map((b) => b.textContent ?? '')
      .filter((t) => /^\d\d$/.test(t));
    // 12 hours, then the minutes: 00, 05 … 55
    expect(offered.slice(12)).toEqual(Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0')));
    await user.keyboard('10');
    await user.click(minutes);
    await user.keyboard('07');
    await user.keyboard('p');
    await save();
    expect(
      await screen.findByText('Choose a time on a 5-minute step, such as 9:00 or 9:05.'),
    ).toBeInTheDocument();
  });
});
