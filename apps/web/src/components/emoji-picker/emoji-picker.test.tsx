import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMOJI_PICKER_TEXTS } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { json, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { EmojiButton } from './emoji-button';
import { EMOJIBASE_URL } from './emoji-data';
import { EmojiPicker } from './emoji-picker';

// emojibase-data's shape, a few of each kind: ten smileys (a row of 8 and one of 2), a hand with
// skin tones, and a component (frimousse leaves components out).
const SMILEYS = ['😀', '😃', '😄', '😁', '😆', '😅', '🤣', '😂', '🙂', '🙃'];
const DATA = [
  ...SMILEYS.map((emoji, i) => ({
    label: `smiley ${i}`,
    emoji,
    group: 0,
    subgroup: 1,
    version: 1,
    tags: ['face', `tag${i}`],
  })),
  {
    label: 'waving hand',
    emoji: '👋',
    group: 1,
    subgroup: 16,
    version: 0.6,
    tags: ['hello', 'wave'],
    skins: ['🏻', '🏼', '🏽', '🏾', '🏿'].map((tone, i) => ({ emoji: `👋${tone}`, tone: i + 1 })),
  },
  { label: 'light skin tone', emoji: '🏻', group: 2, subgroup: 44, version: 1 },
  // 'fire' in emojibase's order: the smiley and the people come before the travel group's fire
  { label: 'heart on fire', emoji: '❤️‍🔥', group: 0, subgroup: 2, version: 13.1, tags: ['burn', 'heart'] },
  { label: 'firefighter', emoji: '🧑‍🚒', group: 1, subgroup: 17, version: 12.1, tags: ['fire', 'firetruck'] },
  {
    label: 'phoenix',
    emoji: '🐦‍🔥',
    group: 3,
    subgroup: 30,
    version: 15.1,
    tags: ['fantasy', 'fire', 'rebirth'],
  },
  {
    label: 'fire engine',
    emoji: '🚒',
    group: 5,
    subgroup: 50,
    version: 0.6,
    tags: ['engine', 'fire', 'truck'],
  },
  { label: 'fire', emoji: '🔥', group: 5, subgroup: 52, version: 0.6, tags: ['flame', 'tool'] },
  { label: 'bonfire smoke', emoji: '🌫️', group: 5, subgroup: 52, version: 0.7, tags: ['fog'] },
];
const MESSAGES_JSON = {
  groups: [
    { key: 'smileys-emotion', message: 'smileys & emotion', order: 0 },
    { key: 'people-body', message: 'people & body', order: 1 },
    { key: 'component', message: 'components', order: 2 },
    { key: 'animals-nature', message: 'animals & nature', order: 3 },
    { key: 'travel-places', message: 'travel & places', order: 5 },
  ],
  subgroups: [{ key: 'country-flag', message: 'country flags', order: 98 }],
  skinTones: ['light', 'medium-light', 'medium', 'medium-dark', 'dark'].map((key) => ({
    key,
    message: `${key} skin tone`,
  })),
};

const serveEmojiData = (status = 200) =>
  stubFetch({
    [`GET ${EMOJIBASE_URL}/en/data.json`]: () => json(status, status === 200 ? DATA : { error: 'down' }),
    [`GET ${EMOJIBASE_URL}/en/messages.json`]: () => json(status, MESSAGES_JSON),
  });

const cells = () => screen.getAllByRole('gridcell');

beforeEach(() => {
  // jsdom has no canvas: frimousse's emoji-support probe then keeps every version
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('EmojiPicker', () => {
  it('reads the portal’s copy of the data, and shows 8 emojis a line under their category', async () => {
    const fetchMock = serveEmojiData();
    renderWithProviders(<EmojiPicker onPick={() => {}} />);
    await waitFor(() => expect(cells()).toHaveLength(8));
    expect(cells().map((c) => c.textContent)).toEqual(SMILEYS.slice(0, 8));
    expect(screen.getByRole('grid', { name: EMOJI_PICKER_TEXTS.picker })).toHaveAttribute(
      'aria-colcount',
      '8',
    );
    expect(screen.getByText('Smileys & emotion')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.toSorted()).toEqual([`${EMOJIBASE_URL}/en/data.json`, `${EMOJIBASE_URL}/en/messages.json`]);
    await expectNoAxeViolations();
  });

  it('picks the emoji clicked', async () => {
    serveEmojiData();
    const onPick = vi.fn();
    const { user } = renderWithProviders(<EmojiPicker onPick={onPick} />);
    await user.click(await screen.findByRole('gridcell', { name: 'Smiley 2' }));
    expect(onPick).toHaveBeenCalledWith('😄');
  });

  it('searches labels and tags, and says when nothing matches', async () => {
    serveEmojiData();
    const { user } = renderWithProviders(<EmojiPicker onPick={() => {}} />);
    await waitFor(() => expect(cells()).toHaveLength(8));
    const search = screen.getByRole('searchbox', { name: EMOJI_PICKER_TEXTS.search });
    await user.type(search, 'wave');
    await waitFor(() => expect(cells().map((c) => c.textContent)).toEqual(['👋']));
    await user.clear(search);
    await user.type(search, 'zebra crossing');
    expect(await screen.findByText(EMOJI_PICKER_TEXTS.noMatches)).toBeVisible();
    expect(screen.queryAllByRole('gridcell')).toEqual([]);
    await expectNoAxeViolations();
  });

  it('ranks the name that is the search first, then names starting with it, a word of one, then tags', async () => {
    serveEmojiData();
    const onPick = vi.fn();
    const { user } = renderWithProviders(<EmojiPicker onPick={onPick} autoFocus />);
    await waitFor(() => expect(cells()).toHaveLength(8));
    await user.keyboard('fire');
    await waitFor(() =>
      expect(cells().map((c) => c.getAttribute('aria-label'))).toEqual([
        'Fire',
        'Firefighter',
        'Fire engine',
        'Heart on fire',
        'Bonfire smoke',
        'Phoenix',
      ]),
    );
    expect(cells()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('🔥');
    await expectNoAxeViolations();
  });

  it('moves through the ranked results with the arrows, and names every emoji', async () => {
    serveEmojiData();
    const onPick = vi.fn();
    const { user } = renderWithProviders(<EmojiPicker onPick={onPick} autoFocus />);
    await waitFor(() => expect(cells()).toHaveLength(8));
    // no button anywhere, frimousse's hidden measuring row included, has an empty name
    expect(document.querySelectorAll('button[aria-label=""]')).toHaveLength(0);
    await user.keyboard('fire{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('gridcell', { name: 'Fire engine' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onPick).toHaveBeenCalledWith('🧑‍🚒');
  });

  it('is usable from the keyboard: from the search, arrows move and Enter picks', async () => {
    serveEmojiData();
    const onPick = vi.fn();
    const { user } = renderWithProviders(<EmojiPicker onPick={onPick} autoFocus />);
    await waitFor(() => expect(cells()).toHaveLength(8));
    const search = screen.getByRole('searchbox', { name: EMOJI_PICKER_TEXTS.search });
    expect(search).toHaveFocus();
    expect(search).toHaveAccessibleDescription(EMOJI_PICKER_TEXTS.hint);
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('gridcell', { name: 'Smiley 2' })).toHaveAttribute('aria-selected', 'true'),
    );
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('😄');
    // the list itself is reachable with Tab
    await user.tab();
    await user.tab();
    expect(screen.getByRole('group', { name: EMOJI_PICKER_TEXTS.picker })).toHaveFocus();
  });

  it('uses the chosen skin tone', async () => {
    serveEmojiData();
    const onPick = vi.fn();
    const { user } = renderWithProviders(<EmojiPicker onPick={onPick} />);
    await waitFor(() => expect(cells()).toHaveLength(8));
    // none → light → medium-light → medium; the button names the tone its next click gives
    for (const next of ['Medium-light', 'Medium', 'Medium-dark']) {
      await user.click(screen.getByRole('button', { name: new RegExp(EMOJI_PICKER_TEXTS.skinTone) }));
      await screen.findByRole('button', { name: `${EMOJI_PICKER_TEXTS.skinTone} (${next} skin tone)` });
    }
    await user.type(screen.getByRole('searchbox'), 'wave');
    await waitFor(() => expect(cells().map((c) => c.textContent)).toEqual(['👋🏽']));
    await user.click(screen.getByRole('gridcell', { name: 'Waving hand' }));
    expect(onPick).toHaveBeenCalledWith('👋🏽');
  });
});

describe('EmojiButton', () => {
  it('opens the picker in a dialog, focus in its search; a pick closes it and focus returns to the button', async () => {
    serveEmojiData();
    const onPick = vi.fn();
    const { user } = renderWithProviders(<EmojiButton onPick={onPick} />);
    const button = screen.getByRole('button', { name: EMOJI_PICKER_TEXTS.button });
    await user.click(button);
    // Mantine names the dialog by the button that opened it
    const dialog = await screen.findByRole('dialog', { name: EMOJI_PICKER_TEXTS.button });
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations();
    await user.click(await within(dialog).findByRole('gridcell', { name: 'Smiley 0' }));
    expect(onPick).toHaveBeenCalledWith('😀');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('closes on Escape, focus back on the button, nothing picked', async () => {
    serveEmojiData();
    const onPick = vi.fn();
    const { user } = renderWithProviders(<EmojiButton onPick={onPick} label="Add an emoji" />);
    const button = screen.getByRole('button', { name: 'Add an emoji' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('leaves focus where onPick put it (the editor the emoji went into)', async () => {
    serveEmojiData();
    const { user } = renderWithProviders(
      <>
        <textarea aria-label="Message" />
        <EmojiButton onPick={() => screen.getByRole('textbox', { name: 'Message' }).focus()} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: EMOJI_PICKER_TEXTS.button }));
    await user.click(await screen.findByRole('gridcell', { name: 'Smiley 1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });
});
