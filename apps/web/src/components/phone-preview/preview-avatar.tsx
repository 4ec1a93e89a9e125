import { IconUserFilled } from '@tabler/icons-react';
import classes from './widgets.module.css';

/** The sender's avatar: a person on grey, as a phone shows a number with no contact photo. */
export function PreviewAvatar({ size = 28 }: { size?: number }) {
  return (
    <span className={classes.avatar} style={{ width: size, height: size }} aria-hidden>
      <IconUserFilled size={Math.round(size * 0.6)} />
    </span>
  );
}
