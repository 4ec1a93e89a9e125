import { isE164, normalizePhone } from '../validation/e164';
import { PICKER_TEXTS } from './pickers';

// Apart from the pickers' texts: E.164 checking brings libphonenumber (28 KiB gzip), and every
// page that only fills a text (the signed-in layout's getting-started panel) would load it too.
/**
 * Doc 001 §5: a number no contact has. Ten digits get +1, eleven get +; what is then still not a
 * valid E.164 number is refused with the spec's message, else offered as a new contact.
 */
export function newContactNumber(
  typed: string,
): { ok: true; phone: string } | { ok: false; message: string } {
  const phone = normalizePhone(typed);
  return isE164(phone) ? { ok: true, phone } : { ok: false, message: PICKER_TEXTS.invalidPhone };
}
