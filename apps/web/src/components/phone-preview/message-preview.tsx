import { useMemo } from 'react';
import {
  PHONE_PREVIEW_DEFAULTS,
  PHONE_PREVIEW_TEXTS,
  PHONE_TARGET_NAMES,
  PHONE_VIEW_NAMES,
  type TPhoneTarget,
  type TPhoneView,
} from '@parley/domain';
import { HomeView } from './home-view';
import { IosFrame, type TReputationResult } from './ios-frame';
import { MessagesView } from './messages-view';
import { PhoneFrame, type TReputationProps } from './phone-frame';
import { formatSender } from './preview-sender';
import { useCurrentTime } from './use-current-time';

export interface TMessagePreviewProps extends TReputationProps {
  /** the message; empty, the preview says to start typing */
  text?: string;
  /** a media URL: the messages view shows it, or says it cannot be previewed */
  mediaUrl?: string;
  /** Android by default */
  target?: TPhoneTarget;
  /** the lock screen ('home', the default) or the conversation ('messages') */
  view?: TPhoneView;
  /** the sending number, the notification's and toolbar's title (a caller name wins over it) */
  number?: string;
  /** iOS only: a reputation check's result (its fields fill the ones not given) */
  result?: TReputationResult;
}

/**
 * How a text message will look on a phone (doc 001 §2): Android or iOS, lock screen or
 * conversation, with the current time and today's date.
 */
export function MessagePreview({
  text = '',
  mediaUrl,
  target = PHONE_PREVIEW_DEFAULTS.target,
  view = PHONE_PREVIEW_DEFAULTS.view,
  number = PHONE_PREVIEW_TEXTS.sampleNumber,
  result,
  ...reputation
}: TMessagePreviewProps) {
  const now = useCurrentTime();
  // parsed once per number, not on each keystroke's render of the composer's preview
  const formatted = useMemo(() => formatSender(number), [number]);
  const sender = reputation.callerName ?? result?.caller_name ?? formatted;
  const screen =
    view === 'messages' ? (
      <MessagesView target={target} sender={sender} text={text} mediaUrl={mediaUrl} now={now} />
    ) : (
      <HomeView target={target} sender={sender} text={text} now={now} />
    );
  return (
    <figure
      aria-label={`${PHONE_PREVIEW_TEXTS.preview}: ${PHONE_TARGET_NAMES[target]}, ${PHONE_VIEW_NAMES[view]}`}
      style={{ margin: 0 }}
    >
      {target === 'ios' ? (
        <IosFrame {...reputation} result={result}>
          {screen}
        </IosFrame>
      ) : (
        <PhoneFrame target="android" {...reputation}>
          {screen}
        </PhoneFrame>
      )}
    </figure>
  );
}
