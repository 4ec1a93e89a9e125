import { TEMPLATE_EDITOR_TEXTS as T } from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubRangeRects } from '@/components/template-editor/jsdom-ranges';
import { renderWithProviders } from '@/testing/test-utils';
import { Component as Content } from './content';

stubRangeRects();

describe('/content', () => {
  it('gives focus back to the editor after Replace look-alikes, whose button then goes', async () => {
    const { user } = renderWithProviders(<Content />);
    const box = await screen.findByRole('textbox', { name: T.demo.label });
    // the demo's sample has two ’, which force Unicode
    expect(await screen.findByTestId('encoding')).toHaveTextContent('Unicode');
    await user.click(screen.getByRole('button', { name: T.replaceLookalikes }));
    await waitFor(() => expect(screen.getByTestId('encoding')).toHaveTextContent('GSM7'));
    expect(screen.queryByRole('button', { name: T.replaceLookalikes })).toBeNull();
    expect(box).toHaveFocus();
  });
});
