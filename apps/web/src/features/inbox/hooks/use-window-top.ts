import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable that holds the element's top on the page (inbox.module.css reads it). */
const WINDOW_TOP_VAR = '--panes-top';

/**
 * Keeps the element's distance from the top of the page in `--panes-top`, so its stylesheet can
 * make it reach the bottom of the window and no further: what lies above it varies (a banner, the
 * title with its buttons on one line or two, on a phone), and a fixed guess left the page either
 * short of the window or taller than it. Measured again when the window changes size and when the
 * main region does (a banner shown or dismissed); the element's own height does not move its top.
 */
export function useWindowTop(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty(WINDOW_TOP_VAR, `${Math.round(top)}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element.closest('main') ?? document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
}
