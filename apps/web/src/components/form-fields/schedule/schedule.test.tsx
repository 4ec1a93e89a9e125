import { FORM_FIELDS_OUR_TEXT, recurringScheduleSchema } from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { FieldHarness } from '../field-harness';
import { fieldKit } from '../field-kit';

const TODAY = new Date(2026, 10, 23, 10, 0); // Monday 11/23/2026

function renderSchedule(schedule: object) {
  const ZForm = z.object({ schedule: recurringScheduleSchema() });
  const Input = fieldKit<{
    schedule: { days: number; start: string; end: string; expires: string | null };
  }>();
  const submitted = vi.fn();
  const rendered = renderWithProviders(
    <FieldHarness schema={ZForm} defaultValues={{ schedule } as never} onSubmit={submitted}>
      <Input.RecurringSchedule name="schedule" label="Office hours" required />
    </FieldHarness>,
  );
  const save = () => rendered.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...rendered, submitted, save };
}

beforeEach(() => vi.useFakeTimers({ now: TODAY, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('FormRecurringSchedule (doc 001 §3, §5)', { timeout: 30_000 }, () => {
  it('week days as the sum of their flags (Sunday 1 … Saturday 64)', async () => {
    const { user, save, submitted } = renderSchedule({
      days: 0,
      start: '09:00',
      end: '17:00',
      expires: '2026-12-31',
    });
    expect(screen.getByRole('group', { name: 'Office hours' })).toBeInTheDocument();
    for (const day of ['Monday', 'Wednesday', 'Friday'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    await save();
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({
        schedule: { days: 2 + 8 + 32, start: '09:00', end: '17:00', expires: '2026-12-31' },
      }),
    );
    await expectNoAxeViolations(document.body, 'the recurring schedule');
  });

  it('a saved mask shows its days checked', () => {
    renderSchedule({ days: 1 + 64, start: '09:00', end: '17:00', expires: '2026-12-31' });
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  });

  it('each part carries its own error: no day, off-step time, end before start, expiry out of range', async () => {
    const { save } = renderSchedule({ days: 0, start: '09:05', end: '08:00', expires: '2027-02-24' });
    await save();
    expect(await screen.findByText('Choose at least one day of the week.')).toBeInTheDocument();
    expect(screen.getByText('Choose a time on a 15-minute step, such as 9:00 or 9:15.')).toBeInTheDocument();
    expect(screen.getByText('Choose 02/23/2027 or an earlier date.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: FORM_FIELDS_OUR_TEXT.scheduleExpiration })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(document.body, 'the schedule with errors');
  });

  it('the end must come after the start; the calendar offers today to 3 months ahead', async () => {
    const { user, save } = renderSchedule({ days: 2, start: '09:00', end: '09:00', expires: '2026-11-30' });
    await save();
    expect(await screen.findByText(FORM_FIELDS_OUR_TEXT.scheduleEndAfterStart)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: FORM_FIELDS_OUR_TEXT.scheduleExpiration }));
    expect(await screen.findByRole('button', { name: '22 November 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '23 November 2026' })).toBeEnabled();
  });
});
