import { Stack } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { Fact } from './fact';

describe('Fact', () => {
  it('is a term and its definition, inside the description list around it', async () => {
    renderWithProviders(
      <Stack component="dl">
        <Fact label="Number">+13125560100</Fact>
        <Fact label="Inbox">Main line</Fact>
      </Stack>,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual(['Number', 'Inbox']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '+13125560100',
      'Main line',
    ]);
    expect(terms[0]?.tagName).toBe('DT');
    await expectNoAxeViolations();
  });
});
