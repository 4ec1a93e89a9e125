import { PHONE_PREVIEW_TEXTS, previewTime, type TPhoneTarget } from '@parley/domain';
import { IconAntennaBars5, IconBatteryFilled, IconWifi } from '@tabler/icons-react';
import classes from './widgets.module.css';

interface TStatusBarProps {
  /** 'white' gives white icons and text (on a dark lock screen); anything else dark grey (doc 001 §2) */
  color?: string;
  /** the time to show */
  time: Date;
  target?: TPhoneTarget;
}

export const STATUS_DARK_GREY = '#3d4148';

/** A phone's status bar: 'Carrier', signal, Wi-Fi, '99%' and battery, and the current time. */
export function StatusBar({ color, time, target = 'android' }: TStatusBarProps) {
  const tint = color === 'white' ? '#ffffff' : STATUS_DARK_GREY;
  const clock = <span className={classes.statusTime}>{previewTime(time)}</span>;
  const carrier = (
    <span className={classes.statusGroup}>
      {target === 'ios' ? <IconAntennaBars5 size={12} aria-hidden /> : null}
      <span>{PHONE_PREVIEW_TEXTS.carrier}</span>
      {target === 'ios' ? <IconWifi size={12} aria-hidden /> : null}
    </span>
  );
  const battery = (
    <span className={classes.statusGroup}>
      {target === 'android' ? <IconWifi size={12} aria-hidden /> : null}
      {target === 'android' ? <IconAntennaBars5 size={12} aria-hidden /> : null}
      <span>{PHONE_PREVIEW_TEXTS.battery}</span>
      <IconBatteryFilled size={14} aria-hidden />
    </span>
  );
  return (
    <div className={classes.statusBar} data-target={target} data-color={tint} style={{ color: tint }}>
      {target === 'ios' ? (
        <>
          {carrier}
          {clock}
          {battery}
        </>
      ) : (
        <>
          <span className={classes.statusGroup}>
            {clock}
            {carrier}
          </span>
          {battery}
        </>
      )}
    </div>
  );
}
