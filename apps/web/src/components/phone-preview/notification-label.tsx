import { PHONE_PREVIEW_TEXTS } from '@parley/domain';
import { IconMessageCircleFilled } from '@tabler/icons-react';
import classes from './widgets.module.css';

/** The head of a lock-screen notification: the app's icon, 'Messages' and 'now'. */
export function NotificationLabel() {
  return (
    <div className={classes.label}>
      <span className={classes.labelIcon} aria-hidden>
        <IconMessageCircleFilled size={10} />
      </span>
      <span className={classes.labelApp}>{PHONE_PREVIEW_TEXTS.messagesApp}</span>
      <span className={classes.labelNow}>{PHONE_PREVIEW_TEXTS.now}</span>
    </div>
  );
}
