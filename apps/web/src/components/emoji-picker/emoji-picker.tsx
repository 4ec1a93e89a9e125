import { useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { ActionIcon, Input, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  EmojiPicker as Frimousse,
  useSkinTone,
  type EmojiData,
  type EmojiPickerListCategoryHeaderProps,
  type EmojiPickerListEmojiProps,
  type EmojiPickerListRowProps,
} from 'frimousse';
import { EMOJI_PICKER_COLUMNS, EMOJI_PICKER_TEXTS, OUR_MESSAGES } from '@parley/domain';
import { emojiDataResolver } from './emoji-data';
import { EmojiResults, emojiIn, resultsKeyHandler } from './emoji-results';
import { searchEmojis, type TEmojiEntry } from './emoji-search';
import { useKeepActiveInView } from './keep-active-in-view';
import classes from './emoji-picker.module.css';

export interface TEmojiPickerProps {
  /** The emoji chosen (a click, or Enter on the one reached with the arrow keys). */
  readonly onPick: (emoji: string) => void;
  /** Focus the search on mount (the popover of EmojiButton does). */
  readonly autoFocus?: boolean;
}

// frimousse's parts, given Mantine's look; it virtualises the rows, so these stay small.
const CategoryHeader = ({ category, ...props }: EmojiPickerListCategoryHeaderProps) => (
  <div {...props} className={classes.categoryHeader}>
    {category.label}
  </div>
);
// frimousse counts aria-rowindex and aria-colindex from 0; ARIA counts from 1 (axe: critical).
// Its arrow-key scrolling finds the active row by that attribute, so it now lands a row short
// (and from 0 it missed going up too): the active emoji also brings itself into view.
const fromOne = (index: unknown) => (typeof index === 'number' ? index + 1 : undefined);
const Row = ({ children, 'aria-rowindex': rowIndex, ...props }: EmojiPickerListRowProps) => (
  <div {...props} aria-rowindex={fromOne(rowIndex)} className={classes.row}>
    {children}
  </div>
);
function Emoji({ emoji, 'aria-colindex': colIndex, ...props }: EmojiPickerListEmojiProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // 'nearest' leaves an emoji already in view where it is (one under the pointer never jumps)
    if (emoji.isActive) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [emoji.isActive]);
  return (
    <button
      {...props}
      ref={ref}
      // frimousse's hidden measuring row has nameless emojis: an empty name is no name (the emoji itself)
      aria-label={emoji.label || undefined}
      aria-colindex={fromOne(colIndex)}
      className={classes.emoji}
    >
      {emoji.emoji}
    </button>
  );
}
const LIST_PARTS = { CategoryHeader, Row, Emoji };

/**
 * The emoji picker (doc 000 §9: 8 per line) on frimousse: a search, the emojis by category
 * under sticky headers, the skin tone, and the emoji pointed at or reached with the arrow keys
 * named below. From the search, the arrow keys move through the emojis and Enter picks one; the
 * list itself is also reachable with Tab. The data comes from the portal (emoji-data.ts).
 */
export function EmojiPicker({ onPick, autoFocus }: TEmojiPickerProps) {
  const [failed, setFailed] = useState(false);
  const [data, setData] = useState<EmojiData | null>(null);
  // frimousse loads again only when the locale or URL changes, not the function: made once
  const resolveEmojiData = useMemo(() => emojiDataResolver(() => setFailed(true), setData), []);
  const viewport = useRef<HTMLDivElement>(null);
  const keepActiveInView = useKeepActiveInView(viewport);
  return (
    <Frimousse.Root
      className={classes.root}
      columns={EMOJI_PICKER_COLUMNS}
      resolveEmojiData={resolveEmojiData}
      onEmojiSelect={({ emoji }) => onPick(emoji)}
      onKeyDown={keepActiveInView}
    >
      <PickerBody onPick={onPick} autoFocus={autoFocus} data={data} failed={failed} viewport={viewport} />
    </Frimousse.Root>
  );
}

interface TPickerBodyProps extends TEmojiPickerProps {
  readonly data: EmojiData | null;
  readonly failed: boolean;
  readonly viewport: RefObject<HTMLDivElement | null>;
}

/**
 * Inside frimousse's root (its skin tone is read here). A typed search shows our ranked results
 * (emoji-search.ts) in place of frimousse's list, which keeps its matches grouped by category;
 * the active result starts at the best one.
 */
function PickerBody({ onPick, autoFocus, data, failed, viewport }: TPickerBodyProps) {
  const hintId = useId();
  const [tone] = useSkinTone();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setActive(0);
  }
  const searching = data !== null && search.trim() !== '';
  const results = useMemo(
    () => (data !== null && search.trim() !== '' ? searchEmojis(data.emojis, search) : []),
    [data, search],
  );
  const pick = (entry: TEmojiEntry) => onPick(emojiIn(entry, tone));
  const resultsKeys = resultsKeyHandler({
    results,
    active,
    columns: EMOJI_PICKER_COLUMNS,
    onActive: setActive,
    onPick: pick,
  });
  const shown = results[active];
  return (
    <>
      <div className={classes.toolbar}>
        <Input
          component={Frimousse.Search}
          aria-label={EMOJI_PICKER_TEXTS.search}
          placeholder={EMOJI_PICKER_TEXTS.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          autoFocus={autoFocus}
          aria-describedby={hintId}
          // Input's own aria props (for a field in Input.Wrapper) would drop aria-describedby
          withAria={false}
          style={{ flex: 1 }}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setSearch(event.currentTarget.value)}
          // while results show, the arrows and Enter are theirs, not frimousse's list's
          onKeyDown={searching ? resultsKeys : undefined}
        />
        <ActionIcon
          component={Frimousse.SkinToneSelector}
          aria-label={EMOJI_PICKER_TEXTS.skinTone}
          variant="default"
          size="input-sm"
        />
      </div>
      {searching ? (
        <EmojiResults
          results={results}
          columns={EMOJI_PICKER_COLUMNS}
          active={active}
          onActive={setActive}
          onPick={pick}
        />
      ) : null}
      <Frimousse.Viewport
        ref={viewport}
        className={classes.viewport}
        tabIndex={0}
        role="group"
        aria-label={EMOJI_PICKER_TEXTS.picker}
        hidden={searching}
      >
        {failed ? (
          <div className={classes.status} role="alert">
            {EMOJI_PICKER_TEXTS.loadFailed}
          </div>
        ) : (
          <Frimousse.Loading className={classes.status}>{OUR_MESSAGES.loading}</Frimousse.Loading>
        )}
        {searching ? null : (
          <Frimousse.Empty className={classes.status}>{EMOJI_PICKER_TEXTS.noMatches}</Frimousse.Empty>
        )}
        <Frimousse.List components={LIST_PARTS} aria-label={EMOJI_PICKER_TEXTS.picker} />
      </Frimousse.Viewport>
      <VisuallyHidden id={hintId}>{EMOJI_PICKER_TEXTS.hint}</VisuallyHidden>
      {/* frimousse announces its active emoji (a live region in its viewport); ours, this one */}
      <VisuallyHidden aria-live="polite">{searching ? shown?.label : null}</VisuallyHidden>
      <div className={classes.footer} aria-hidden="true">
        {searching ? (
          <Footer emoji={shown ? emojiIn(shown, tone) : null} label={shown?.label ?? ''} />
        ) : (
          <Frimousse.ActiveEmoji>
            {({ emoji }) => <Footer emoji={emoji?.emoji ?? null} label={emoji?.label ?? ''} />}
          </Frimousse.ActiveEmoji>
        )}
      </div>
    </>
  );
}

/** The emoji pointed at or reached with the keys, named; the hint until there is one. */
function Footer({ emoji, label }: { emoji: string | null; label: string }) {
  return emoji ? (
    <>
      <span className={classes.footerEmoji}>{emoji}</span>
      <span>{label}</span>
    </>
  ) : (
    <span>{EMOJI_PICKER_TEXTS.hint}</span>
  );
}
