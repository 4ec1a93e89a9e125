import { PHONE_MOCKUP_SIZES, PHONE_PREVIEW_TEXTS } from '@parley/domain';
import {
  IconBrandAppstore,
  IconCamera,
  IconMessageCircleFilled,
  IconMicrophone,
  IconPhoneFilled,
  IconPhoto,
  IconWorld,
} from '@tabler/icons-react';
import classes from './mockups.module.css';

// The decorative mock-ups of doc 001 §1: pictures of a phone's parts, so each is aria-hidden.

interface TMockupProps {
  /** the spec's width by default; '100%' fits a phone frame */
  width?: number | string;
}

/** A messaging app's icon, 60 × 60. */
export function MessagingAppIcon({ size = PHONE_MOCKUP_SIZES.appIcon.width }: { size?: number }) {
  return (
    <span
      className={classes.appIcon}
      style={{ width: size, height: size }}
      aria-hidden
      data-testid="messaging-app-icon"
    >
      <IconMessageCircleFilled size={Math.round(size * 0.55)} />
    </span>
  );
}

/** A message input bar, 375 × 44: camera, the text field, voice. */
export function MessageInputBar({ width = PHONE_MOCKUP_SIZES.inputBar.width }: TMockupProps) {
  return (
    <div
      className={classes.inputBar}
      style={{ width, height: PHONE_MOCKUP_SIZES.inputBar.height }}
      aria-hidden
      data-testid="message-input-bar"
    >
      <IconCamera size={18} />
      <span className={classes.inputField}>{PHONE_PREVIEW_TEXTS.messageInput}</span>
      <IconMicrophone size={18} />
    </div>
  );
}

const STRIP_APPS = [
  { Icon: IconPhoneFilled, color: '#1f9d45' },
  { Icon: IconMessageCircleFilled, color: '#2f7de1' },
  { Icon: IconWorld, color: '#5b5fc7' },
  { Icon: IconPhoto, color: '#d9480f' },
  { Icon: IconBrandAppstore, color: '#3d4148' },
];

/** An app strip, 375 × 25: a row of small app icons. */
export function AppStrip({ width = PHONE_MOCKUP_SIZES.appStrip.width }: TMockupProps) {
  return (
    <div
      className={classes.appStrip}
      style={{ width, height: PHONE_MOCKUP_SIZES.appStrip.height }}
      aria-hidden
      data-testid="app-strip"
    >
      {STRIP_APPS.map(({ Icon, color }) => (
        <span key={color} className={classes.stripApp} style={{ background: color }}>
          <Icon size={12} />
        </span>
      ))}
    </div>
  );
}
