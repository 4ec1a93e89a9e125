import type { TPhoneTarget } from '@parley/domain';
import { IconArrowLeft, IconChevronLeft, IconDotsVertical } from '@tabler/icons-react';
import { PreviewAvatar } from './preview-avatar';
import classes from './widgets.module.css';

/** A conversation's toolbar, the number (or caller name) as its title. */
export function PreviewToolbar({ title, target = 'android' }: { title: string; target?: TPhoneTarget }) {
  return target === 'ios' ? (
    <div className={classes.toolbar} data-target="ios">
      <IconChevronLeft size={16} className={classes.toolbarBack} aria-hidden />
      <PreviewAvatar size={26} />
      <span className={classes.toolbarTitle}>{title}</span>
    </div>
  ) : (
    <div className={classes.toolbar} data-target="android">
      <IconArrowLeft size={16} className={classes.toolbarBack} aria-hidden />
      <PreviewAvatar size={24} />
      <span className={classes.toolbarTitle}>{title}</span>
      <IconDotsVertical size={16} aria-hidden />
    </div>
  );
}
