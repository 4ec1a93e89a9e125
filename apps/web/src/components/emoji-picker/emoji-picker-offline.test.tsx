import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMOJI_PICKER_TEXTS } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { json, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { EMOJIBASE_URL } from './emoji-data';
import { EmojiPicker } from './emoji-picker';

// A file of its own: frimousse keeps loaded data in module memory, so in a file where another
// test has loaded it, nothing would be fetched and nothing would fail.
describe('EmojiPicker without its data', () => {
  it('says so when the data cannot be loaded, instead of loading for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const fetchMock = stubFetch({
      [`GET ${EMOJIBASE_URL}/en/data.json`]: () => json(503, { error: 'unavailable' }),
      [`GET ${EMOJIBASE_URL}/en/messages.json`]: () => json(503, { error: 'unavailable' }),
    });
    renderWithProviders(<EmojiPicker onPick={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMOJI_PICKER_TEXTS.loadFailed);
    expect(screen.queryByText(EMOJI_PICKER_TEXTS.noMatches)).toBeNull();
    expect(fetchMock).toHaveBeenCalled();
    await expectNoAxeViolations();
  });
});
