import { useCallback, type KeyboardEvent, type RefObject } from 'react';

/** Frames a catch-up may take: more rows than a held arrow key can outrun. */
const MAX_FRAMES = 60;

/**
 * frimousse renders only the rows near the scroll position. Arrow keys pressed faster than a
 * frame can move the active emoji past them, and then nothing brings it back (the active emoji
 * scrolls itself into view once it is rendered: see Emoji). This steps the list a row at a time
 * in the key's direction until the active emoji is rendered.
 */
export function useKeepActiveInView(viewport: RefObject<HTMLDivElement | null>) {
  return useCallback(
    (event: KeyboardEvent) => {
      const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
      if (!step) return;
      let frames = 0;
      const catchUp = () => {
        const list = viewport.current;
        if (!list || list.querySelector('[data-active]') || ++frames > MAX_FRAMES) return;
        const row = list.querySelector<HTMLElement>('[role="row"]');
        if (!row) return; // nothing found by the search: nothing to reach
        list.scrollBy({ top: step * row.offsetHeight, behavior: 'instant' });
        requestAnimationFrame(catchUp);
      };
      // after frimousse has moved the active emoji and rendered (its store flushes on a frame)
      requestAnimationFrame(() => requestAnimationFrame(catchUp));
    },
    [viewport],
  );
}
