import { PHONE_PREVIEW_TEXTS, phoneFrameHeight, type TPhoneTarget } from '@parley/domain';
import { IconAlertTriangleFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './phone-frame.module.css';

export interface TReputationProps {
  /** doc 001's failed_reputation: the checks the number failed; from 2 the frame is taller */
  failedReputation?: readonly string[];
  /** doc 001's reputation_check: show the reputation image (and the failed checks) */
  reputationCheck?: boolean;
  /** doc 001's img_url: the reputation image */
  imgUrl?: string;
  /** the caller name (CNAM) the reputation check found, shown with the image */
  callerName?: string;
}

interface TPhoneFrameProps extends TReputationProps {
  children: ReactNode;
  target?: TPhoneTarget;
}

/**
 * A small phone around its content (doc 001 §2): 412 px tall while fewer than 2 checks failed,
 * taller from 2 (the failed checks are listed under the reputation image).
 */
export function PhoneFrame({
  children,
  target = 'android',
  failedReputation = [],
  reputationCheck = false,
  imgUrl,
  callerName,
}: TPhoneFrameProps) {
  return (
    <div
      className={classes.frame}
      data-target={target}
      style={{ height: phoneFrameHeight(failedReputation) }}
    >
      <div className={classes.screen}>
        {/* the iOS frame is the classic one: 'Carrier' left, the time in the middle, no notch */}
        {target === 'android' ? <span className={classes.camera} aria-hidden /> : null}
        {children}
      </div>
      {reputationCheck ? (
        <div className={classes.reputation} data-testid="reputation">
          {imgUrl ? (
            <img className={classes.reputationImage} src={imgUrl} alt={PHONE_PREVIEW_TEXTS.reputationImage} />
          ) : null}
          {callerName ? <div className={classes.callerName}>{callerName}</div> : null}
          {failedReputation.length > 0 ? (
            <ul className={classes.failedList} aria-label={PHONE_PREVIEW_TEXTS.failedReputation}>
              {failedReputation.map((entry, index) => (
                <li key={index} className={classes.failed}>
                  <IconAlertTriangleFilled size={11} aria-hidden />
                  {entry}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
