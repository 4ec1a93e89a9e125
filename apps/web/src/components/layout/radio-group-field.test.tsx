import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { RadioGroupField } from './radio-group-field';

type TStatus = 'active' | 'inactive' | 'all';
const OPTIONS = [
  { text: 'Active', value: 'active' },
  { text: 'Inactive', value: 'inactive' },
  { text: 'All', value: 'all', disabled: true },
] as const;

function Harness({ onChange }: { onChange: (value: TStatus) => void }) {
  const [value, setValue] = useState<TStatus | null>('active');
  return (
    <RadioGroupField<TStatus>
      label="User status"
      description="Which users to list"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RadioGroupField', () => {
  it('is a named group of radios; a click or an arrow key chooses', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'User status' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(onChange).toHaveBeenLastCalledWith('inactive');
    expect(screen.getByRole('radio', { name: 'Inactive' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
    await expectNoAxeViolations();
  });

  it('shows its error', () => {
    renderWithProviders(
      <RadioGroupField
        label="Plan"
        options={OPTIONS}
        value={null}
        onChange={() => {}}
        error="Choose a plan."
      />,
    );
    expect(screen.getByText('Choose a plan.')).toBeVisible();
  });
});
