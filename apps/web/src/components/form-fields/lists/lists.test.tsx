import { FORM_FIELDS_OUR_TEXT, valueListSchema } from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { FieldHarness } from '../field-harness';
import { fieldKit } from '../field-kit';

const ZForm = z.object({
  tags: valueListSchema(),
  score: z.number().min(1, FORM_FIELDS_OUR_TEXT.ratingRequired),
});
const Input = fieldKit<z.input<typeof ZForm>>();

function renderLists(defaults: z.input<typeof ZForm> = { tags: [], score: 0 }) {
  const submitted = vi.fn();
  const rendered = renderWithProviders(
    <FieldHarness schema={ZForm} defaultValues={defaults} onSubmit={submitted}>
      <Input.ValueList name="tags" label="Tags" />
      <Input.Rating name="score" label="Call quality" required />
    </FieldHarness>,
  );
  const save = () => rendered.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...rendered, submitted, save };
}

describe('ValueListField (doc 001 §5: at most 5)', { timeout: 20_000 }, () => {
  it('values added with Enter or a comma, each once, at most 5', async () => {
    const { user, save, submitted } = renderLists({ tags: [], score: 3 });
    const input = screen.getByRole('textbox', { name: 'Tags' });
    expect(input).toHaveAccessibleDescription('At most 5 values.');
    await user.type(input, 'north{Enter}south,east,East,west,centre,extra,');
    expect(input).toHaveAccessibleDescription('The list is full: at most 5 values.');
    await save();
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({
        tags: ['north', 'south', 'east', 'west', 'centre'],
        score: 3,
      }),
    );
    await expectNoAxeViolations(document.body, 'a full value list');
  });

  it('a sixth value from the form is refused by the schema', async () => {
    const { save } = renderLists({ tags: ['a', 'b', 'c', 'd', 'e', 'f'], score: 3 });
    await save();
    expect(
      await screen.findByText('At most 5 values.', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
  });
});

describe('RatingField (doc 001 §9: 5 stars)', { timeout: 20_000 }, () => {
  it('five stars in one labelled group; none chosen is asked for', async () => {
    const { save } = renderLists();
    expect(screen.getByRole('radiogroup', { name: /^Call quality/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'No rating',
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await save();
    expect(await screen.findByText(FORM_FIELDS_OUR_TEXT.ratingRequired)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /^Call quality/ })).toHaveAccessibleDescription(
      FORM_FIELDS_OUR_TEXT.ratingRequired,
    );
    await expectNoAxeViolations(document.body, 'a rating with its error');
  });

  it('a chosen star is sent as its number', async () => {
    const { user, save, submitted } = renderLists();
    // a star's label takes the click (Mantine's arrows only preview; Space or a click chooses)
    const star = screen.getByRole('radio', { name: '4 stars' });
    await user.click(document.querySelector(`label[for="${star.id}"]`)!);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await save();
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ tags: [], score: 4 }));
  });

  it('arrow keys choose, as in any radio group', async () => {
    const { user, save, submitted } = renderLists({ tags: [], score: 2 });
    screen.getByRole('radio', { name: '2 stars' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await save();
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ tags: [], score: 4 }));
  });
});
