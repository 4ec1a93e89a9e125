// The in-browser image shrink's texts and the carrier budgets (issue 14), used from here only.
import { z } from 'zod';
import { formatFileSize } from '../format/file-size';
import { ASSET_MAX_BYTES } from '../resources/assets';
import { fillText } from './fill-text';

/**
 * The byte budgets an MMS image may have to meet, beyond the spec's 1 MB asset limit: carriers
 * accept less on some routes. Sizes are decimal (1 KB = 1,000 B, as formatFileSize reads them),
 * which is also the safer reading of a provider's "600 KB". Sources (docs/decisions.md):
 * Telnyx's MMS transcoding table (AT&T long code 1 MB; AT&T and Sprint toll-free 600 KB),
 * Bandwidth's MMS size limits (toll-free MMS 525 KB of media per message; 500 KB recommended
 * across carriers, as SignalWire also advises).
 */
export const CARRIER_BUDGETS = [
  { id: 'mms', bytes: ASSET_MAX_BYTES, label: 'MMS, long code (1 MB)' },
  { id: 'toll-free', bytes: 600_000, label: 'Toll-free sender (600 KB)' },
  { id: 'toll-free-media', bytes: 525_000, label: 'Toll-free, all media of a message (525 KB)' },
  { id: 'any-carrier', bytes: 500_000, label: 'Every carrier, safest (500 KB)' },
] as const;
export type TCarrierBudgetId = (typeof CARRIER_BUDGETS)[number]['id'];
export type TCarrierBudget = (typeof CARRIER_BUDGETS)[number];
export const DEFAULT_CARRIER_BUDGET: TCarrierBudget = CARRIER_BUDGETS[0];
/** The user-configuration key that keeps the budget in force, per user. */
export const CARRIER_BUDGET_CONFIG_KEY = 'carrier_budget';

export const CARRIER_BUDGET_UNKNOWN = `The carrier size limit must be one of ${CARRIER_BUDGETS.map((b) => `'${b.id}'`).join(', ')}.`;
/** The one check of a kept budget: the settings route refuses what the browser never offers. */
export const ZCarrierBudgetId = z.enum(
  CARRIER_BUDGETS.map((b) => b.id) as [TCarrierBudgetId, ...TCarrierBudgetId[]],
  { error: CARRIER_BUDGET_UNKNOWN },
);

/** The budget an id names, the default for an unknown or missing one. */
export function carrierBudget(id: string | null | undefined): TCarrierBudget {
  return CARRIER_BUDGETS.find((b) => b.id === id) ?? DEFAULT_CARRIER_BUDGET;
}

export const IMAGE_SHRINK_TEXTS = {
  budgetLabel: 'Carrier size limit',
  budgetDescription: 'Images are measured, and shrunk, against this limit. It is kept for you.',
  budgetSaveFailed: 'Saving the carrier size limit failed.',
  overBudget: 'This image is {size}, over the {budget} limit.',
  /** within the byte budget but over the pixel limits (IMAGE_MAX_SIDE, IMAGE_MAX_PIXELS) */
  overPixels: 'This image is {width} × {height} pixels, more than carriers and phones open.',
  offer: 'Shrink it to fit {budget}',
  offerHelp:
    'Shrinking happens in your browser: the image is scaled down and saved as a JPEG; your file is not changed. Transparent areas become white.',
  shrinking: 'Shrinking the image…',
  // not 'Cancel': the dialog around the offer has that button, which closes it (issue 23)
  stop: 'Stop shrinking',
  accept: 'Use the smaller image',
  tryAgain: 'Try again',
  result: 'Shrunk from {from} to {to}, {width} × {height} pixels.',
  previewAlt: 'Preview of the shrunk image',
  animatedGif:
    'This GIF is animated. Shrinking would keep only its first frame, so it is not offered: please make the animation smaller in an image editor.',
  unreadable: 'This image could not be read, so it cannot be shrunk. Please select another file.',
  tooSmall: 'This image cannot be made to fit {budget} and still be seen. Please select another file.',
  unsupported:
    'This browser cannot shrink images. Please use a current version of Chrome, Edge, Firefox or Safari.',
  failed: 'Shrinking the image failed. Please try again.',
} as const;

type TShrinkValues = Partial<Record<'size' | 'budget' | 'from' | 'to' | 'width' | 'height', number>>;

/** A shrink text filled in: sizes in bytes are written as file sizes, width and height as numbers. */
export function imageShrinkText(text: string, values: TShrinkValues): string {
  return fillText(
    text,
    Object.fromEntries(
      Object.entries(values).map(([key, n]) => [
        key,
        key === 'width' || key === 'height' ? String(n) : formatFileSize(n),
      ]),
    ),
  );
}
