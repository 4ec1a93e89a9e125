import type { ReactNode } from 'react';
import { PhoneFrame, type TReputationProps } from './phone-frame';

/**
 * A reputation check's result (doc 001 §2 names it, its shape is not shown): ours carries the
 * frame's own fields under the spec's names, for a result passed as it came.
 */
export interface TReputationResult {
  img_url?: string;
  reputation_check?: boolean;
  failed_reputation?: readonly string[];
  caller_name?: string;
}

export interface TIosFrameProps extends TReputationProps {
  children: ReactNode;
  result?: TReputationResult;
}

/** The iOS frame: the phone frame plus a caller name and a result; a prop given wins over the result. */
export function IosFrame({
  children,
  result,
  imgUrl,
  reputationCheck,
  failedReputation,
  callerName,
}: TIosFrameProps) {
  return (
    <PhoneFrame
      target="ios"
      imgUrl={imgUrl ?? result?.img_url}
      reputationCheck={reputationCheck ?? result?.reputation_check}
      failedReputation={failedReputation ?? result?.failed_reputation}
      callerName={callerName ?? result?.caller_name}
    >
      {children}
    </PhoneFrame>
  );
}
