import { IconPlus } from '@tabler/icons-react';
import classes from './widgets.module.css';

/** The messaging app's floating add button: a picture of one, not a control (aria-hidden). */
export function FloatingAddButton() {
  return (
    <span className={classes.fab} aria-hidden data-testid="floating-add-button">
      <IconPlus size={20} stroke={2.4} />
    </span>
  );
}
