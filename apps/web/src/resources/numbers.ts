import { numbersResource } from '@parley/domain';
import { createResource } from '@/lib/create-resource';

/**
 * The account's phone numbers (/numbers, issue 26): the kit's client of the domain definition. Its
 * list pages by the base64 of the last phone number, 5000 a page (doc 001 §4, §7); `all()` follows
 * the server's next cursor, which is that value.
 */
export const numbers = createResource(numbersResource);
