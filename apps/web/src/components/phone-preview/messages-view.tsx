import { previewDate, previewTime, type TPhoneTarget } from '@parley/domain';
import { FloatingAddButton } from './floating-add-button';
import { MediaBlock } from './media-block';
import { MessageText } from './message-text';
import { MessageInputBar } from './mockups';
import { PreviewToolbar } from './preview-toolbar';
import { StatusBar } from './status-bar';
import classes from './views.module.css';

interface TMessagesViewProps {
  target: TPhoneTarget;
  sender: string;
  text: string;
  mediaUrl?: string;
  now: Date;
}

/** The conversation: the sender as the toolbar's title, the date, the message and its media. */
export function MessagesView({ target, sender, text, mediaUrl, now }: TMessagesViewProps) {
  return (
    <div className={classes.messages} data-target={target}>
      <StatusBar time={now} target={target} />
      <PreviewToolbar title={sender} target={target} />
      {/* focusable: a long message scrolls, and the keyboard must be able to scroll it too */}
      <div className={classes.thread} tabIndex={0}>
        <div className={classes.threadDate}>
          {previewDate(now)} · {previewTime(now)}
        </div>
        {mediaUrl ? <MediaBlock url={mediaUrl} /> : null}
        <MessageText text={text} className={classes.bubble} />
      </div>
      {target === 'android' ? (
        <span className={classes.fab}>
          <FloatingAddButton />
        </span>
      ) : null}
      <MessageInputBar width="100%" />
    </div>
  );
}
