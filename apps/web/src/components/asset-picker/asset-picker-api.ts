import type { TAsset } from '@parley/domain';
import type { Ref } from 'react';

/**
 * The contract between the asset picker (this folder) and what uses it (the message composer,
 * the /asset-manager demo): a controlled value, the asset chosen or null.
 */
export interface TAssetPickerProps {
  readonly value: TAsset | null;
  readonly onChange: (asset: TAsset | null) => void;
  /** The carrier budget the chosen image is measured against (bytes); the spec's 1 MB when unset. */
  readonly budgetBytes?: number;
  readonly disabled?: boolean;
  /** a refusal of the chosen image (the server's, in a form), said under it */
  readonly error?: string | null;
  /** the choose button: a form focuses it when the image is refused */
  readonly ref?: Ref<HTMLButtonElement>;
}
