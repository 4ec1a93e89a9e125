import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to main content', the first Tab stop of every signed-in page: the header and the sidebar
 * come before the page, a dozen stops or more. Focus is moved by hand as well as by the fragment,
 * so it lands on the page even when the address already ends in it.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link} onClick={skip}>
      Skip to main content
    </a>
  );
}
