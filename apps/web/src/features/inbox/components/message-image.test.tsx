import { INBOX_PAGE_TEXTS as T } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { MessageImage } from './message-image';

describe('MessageImage', () => {
  it('shows the image from the public address the timeline gives, to anyone reading it', () => {
    renderWithProviders(<MessageImage path="/media/0123456789abcdef0123456789abcdef.png" />);
    expect(screen.getByRole('img', { name: T.imageAlt })).toHaveAttribute(
      'src',
      '/media/0123456789abcdef0123456789abcdef.png',
    );
  });

  it('says an image was attached once it is gone', () => {
    renderWithProviders(<MessageImage path={null} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(T.imageAttached)).toBeInTheDocument();
  });
});
