/**
 * THE SLOT FOR THE SHRINK OFFER (the 'assets' helper's `components/image-shrink`, `<ShrinkOffer
 * file budgetBytes onShrunk />`): beside the over-limit message, an offer to make the file fit.
 * It renders nothing until that component lands; then this file renders it, and nothing else in
 * the picker changes.
 */
export interface TShrinkSlotProps {
  file: File;
  budgetBytes: number;
  onShrunk: (file: File) => void;
}

export function ShrinkSlot(_props: TShrinkSlotProps) {
  return null;
}
