// The search's results, best first (emoji-search.ts), in place of frimousse's list while a search
// is typed: a grid of 8 a line like the list, each emoji named, the active one marked; the arrow
// keys move it from the search or the grid, Enter picks it.
import { useSkinTone, type SkinTone } from 'frimousse';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { EMOJI_PICKER_TEXTS } from '@parley/domain';
import type { TEmojiEntry } from './emoji-search';
import classes from './emoji-picker.module.css';

/** The emoji as shown and inserted: in the chosen skin tone when it has one. */
export const emojiIn = (entry: TEmojiEntry, tone: SkinTone) =>
  tone !== 'none' && entry.skins ? entry.skins[tone] : entry.emoji;

/** Where an arrow key moves the active emoji in a grid of `count` emojis, `columns` a line. */
export function moveActive(key: string, active: number, count: number, columns: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return Math.min(active + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(active - 1, 0);
    case 'ArrowDown': {
      // to the last line's last emoji when the one below does not exist
      const lastRow = Math.floor((count - 1) / columns);
      return Math.floor(active / columns) < lastRow ? Math.min(active + columns, count - 1) : active;
    }
    case 'ArrowUp':
      return active >= columns ? active - columns : active;
    default:
      return null;
  }
}

/**
 * The arrow keys and Enter on the search box or the grid: handled here (and kept from frimousse,
 * which would move or pick in its own list) while results are shown.
 */
export function resultsKeyHandler(a: {
  results: readonly TEmojiEntry[];
  active: number;
  columns: number;
  onActive: (index: number) => void;
  onPick: (entry: TEmojiEntry) => void;
}) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      const entry = a.results[a.active];
      if (!entry) return;
      event.preventDefault();
      a.onPick(entry);
      return;
    }
    const next = moveActive(event.key, a.active, a.results.length, a.columns);
    if (next === null) return;
    event.preventDefault();
    a.onActive(next);
  };
}

export interface TEmojiResultsProps {
  readonly results: readonly TEmojiEntry[];
  readonly columns: number;
  readonly active: number;
  readonly onActive: (index: number) => void;
  readonly onPick: (entry: TEmojiEntry) => void;
}

export function EmojiResults({ results, columns, active, onActive, onPick }: TEmojiResultsProps) {
  const [tone] = useSkinTone();
  const id = useId();
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    grid.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, results]);

  if (results.length === 0) return <div className={classes.status}>{EMOJI_PICKER_TEXTS.noMatches}</div>;
  const rows: TEmojiEntry[][] = [];
  for (let i = 0; i < results.length; i += columns) rows.push(results.slice(i, i + columns));
  return (
    <div
      ref={grid}
      role="grid"
      aria-label={EMOJI_PICKER_TEXTS.picker}
      aria-colcount={columns}
      aria-rowcount={rows.length}
      aria-activedescendant={`${id}-${active}`}
      tabIndex={0}
      className={classes.results}
      onKeyDown={resultsKeyHandler({ results, active, columns, onActive, onPick })}
    >
      {rows.map((row, r) => (
        <div key={r} role="row" aria-rowindex={r + 1} className={classes.row}>
          {row.map((entry, c) => {
            const index = r * columns + c;
            const isActive = index === active;
            return (
              <button
                key={entry.emoji}
                id={`${id}-${index}`}
                type="button"
                role="gridcell"
                tabIndex={-1}
                aria-colindex={c + 1}
                aria-selected={isActive}
                aria-label={entry.label}
                data-active={isActive ? '' : undefined}
                data-index={index}
                className={classes.emoji}
                style={{ fontFamily: 'var(--frimousse-emoji-font)' }}
                onPointerMove={() => !isActive && onActive(index)}
                onClick={() => onPick(entry)}
              >
                {emojiIn(entry, tone)}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
