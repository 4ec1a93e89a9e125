import { previewDate, previewTime, type TPhoneTarget } from '@parley/domain';
import { AppStrip } from './mockups';
import { MessageText } from './message-text';
import { NotificationLabel } from './notification-label';
import { PreviewAvatar } from './preview-avatar';
import { StatusBar } from './status-bar';
import classes from './views.module.css';

interface THomeViewProps {
  target: TPhoneTarget;
  sender: string;
  text: string;
  now: Date;
}

/** The lock screen: white status bar, the clock and the date, the message's notification. */
export function HomeView({ target, sender, text, now }: THomeViewProps) {
  const date = <div className={classes.date}>{previewDate(now)}</div>;
  return (
    <div className={classes.home} data-target={target}>
      <StatusBar color="white" time={now} target={target} />
      {/* iOS writes the date above the clock, Android under it */}
      {target === 'ios' ? date : null}
      <div className={classes.clock} aria-hidden>
        {previewTime(now)}
      </div>
      {target === 'android' ? date : null}
      <div className={classes.notification}>
        <NotificationLabel />
        <div className={classes.sender}>
          {target === 'android' ? <PreviewAvatar size={18} /> : null}
          {sender}
        </div>
        <MessageText text={text} className={classes.text} />
      </div>
      <div className={classes.homeFooter}>
        <AppStrip width="92%" />
      </div>
    </div>
  );
}
