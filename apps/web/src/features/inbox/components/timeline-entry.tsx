import {
  INBOX_PAGE_TEXTS as T,
  MESSAGE_STATUS_LABELS,
  fillText,
  formatDateTime,
  type TMessage,
  type TNote,
  type TTimelineEntry,
} from '@parley/domain';
import { IconNote } from '@tabler/icons-react';
import { memo } from 'react';
import { MessageImage } from './message-image';
import classes from './inbox.module.css';

// Plain elements and the page's classes, not Mantine's Text and Group: an entry is drawn each time
// it scrolls into view, and Mantine's per-component styling was a third of the scrolling's work.

const shown = new WeakMap<TMessage | TNote, string>();

/**
 * When it was written, as the page writes times: made once per message or note (Intl's
 * formatToParts was the most of an entry's own drawing, paid again at each jump back to it).
 */
function writtenAt(item: TMessage | TNote): string {
  let text = shown.get(item);
  if (text === undefined) {
    text = formatDateTime(item.created);
    shown.set(item, text);
  }
  return text;
}

/** Where an outbound message stands (its receipts): queued, sent, delivered, failed with its code. */
function Receipt({ message }: { message: TMessage }) {
  return (
    <span className={classes.receipt} data-status={message.status}>
      {MESSAGE_STATUS_LABELS[message.status]}
      {message.errorCode ? ` · ${fillText(T.messageError, { code: message.errorCode })}` : ''}
    </span>
  );
}

function MessageEntry({ message, mediaPath }: { message: TMessage; mediaPath: string | null }) {
  const outbound = message.direction === 'outbound';
  return (
    <div className={outbound ? classes.outbound : classes.inbound}>
      {message.mediaAssetId ? <MessageImage path={mediaPath} /> : null}
      {message.body ? <p className={classes.body}>{message.body}</p> : null}
      <div className={classes.meta}>
        <time dateTime={message.created}>{writtenAt(message)}</time>
        {outbound ? <Receipt message={message} /> : null}
      </div>
    </div>
  );
}

/** An internal note: set apart (dashed, yellow, a note's icon and name), never sent. */
function NoteEntry({ note, names }: { note: TNote; names: ReadonlyMap<string, string> }) {
  const mentioned = note.mentions.map((id) => names.get(id) ?? id);
  return (
    <div className={classes.note}>
      <div className={classes.noteHead}>
        <IconNote size={14} aria-hidden="true" />
        <strong>{T.internalNote}</strong>
        <span className={classes.dimmed}>
          {fillText(T.noteBy, { name: note.authorName })} ·{' '}
          <time dateTime={note.created}>{writtenAt(note)}</time>
        </span>
      </div>
      <p className={classes.body}>{note.body}</p>
      {mentioned.length > 0 ? (
        <div className={classes.meta}>{fillText(T.mentioned, { names: mentioned.join(', ') })}</div>
      ) : null}
    </div>
  );
}

/** One entry of the timeline: a message (ours on the right) or a note (in the middle). */
export const TimelineEntry = memo(function TimelineEntry({
  entry,
  names,
}: {
  entry: TTimelineEntry;
  /** the agents' names by clientId, for a note's mentions */
  names: ReadonlyMap<string, string>;
}) {
  return entry.kind === 'message' ? (
    <MessageEntry message={entry.message} mediaPath={entry.mediaPath} />
  ) : (
    <NoteEntry note={entry.note} names={names} />
  );
});
