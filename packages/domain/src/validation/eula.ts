import { z } from 'zod';
import { fillText } from '../texts/fill-text';

/**
 * Doc 001 §5: 'Please acknowledge the ... End User License Agreement by checking the box above.'
 * The spec elides the agreement's owner; we read the gap as the product name (docs/decisions.md).
 */
export const EULA_ACKNOWLEDGEMENT_TEMPLATE =
  'Please acknowledge the {product} End User License Agreement by checking the box above.';

export const PRODUCT_NAME = 'Parley';

export const eulaAcknowledgementMessage = (product: string = PRODUCT_NAME) =>
  fillText(EULA_ACKNOWLEDGEMENT_TEMPLATE, { product });

/** The box must be checked: anything but true gives the acknowledgement message. */
export const ZEulaAcknowledged = z.literal(true, { error: eulaAcknowledgementMessage() });
