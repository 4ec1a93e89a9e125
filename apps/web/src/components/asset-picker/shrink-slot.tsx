import { ShrinkOffer, type TShrinkOfferProps } from '@/components/image-shrink/shrink-offer';

export type TShrinkSlotProps = Pick<TShrinkOfferProps, 'file' | 'budgetBytes' | 'pixels' | 'onShrunk'>;

/**
 * Beside the over-limit message of Add image (doc 000 §5), or the one of too many pixels, the
 * offer to make the file fit
 * (ours, beyond the spec): the shrink runs in a worker, and the smaller file it hands back
 * replaces the chosen one in the form.
 */
export function ShrinkSlot({ file, budgetBytes, pixels, onShrunk }: TShrinkSlotProps) {
  return <ShrinkOffer file={file} budgetBytes={budgetBytes} pixels={pixels} onShrunk={onShrunk} />;
}
