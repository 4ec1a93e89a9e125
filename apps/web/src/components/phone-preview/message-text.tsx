import { PHONE_PREVIEW_TEXTS } from '@parley/domain';
import classes from './views.module.css';

/** The message as it will read, or 'Start typing in template field to view preview.' while empty. */
export function MessageText({ text, className }: { text: string; className?: string }) {
  const empty = text.trim() === '';
  return (
    <p
      className={empty ? [className, classes.empty].filter(Boolean).join(' ') : className}
      data-empty={empty || undefined}
    >
      {empty ? PHONE_PREVIEW_TEXTS.empty : text}
    </p>
  );
}
