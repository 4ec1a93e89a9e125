import { z } from 'zod';
import { rule } from '../access/rules';
import { text } from '../validation/text';
import { defineEndpoint } from './define-endpoint';

/** One time zone of GET /v4/timezone/ (doc 001 §3); a picker shows text=name, value=timezoneId. */
export const ZTimeZone = z.object({
  timezoneId: z.number().int(),
  name: text(),
  systemName: text(),
});

/**
 * The time zones (doc 001 §7: GET /v4/timezone/, read as status, payload list, error[0].message).
 * A fixed catalogue in the spec's order, not an account's data: one answer, no paging or sorting,
 * so it is an endpoint rather than a resource. Anyone signed in may read it.
 */
export const timeZonesEndpoint = defineEndpoint({
  name: 'time-zones',
  tag: 'time zones',
  path: '/v4/timezone/',
  calls: {
    get: {
      method: 'GET',
      summary: 'The time zones',
      description:
        'Every time zone a schedule may use, EST/EDT, CST/CDT, MST/MDT, PST/PDT, EST, CST, MST, PST and UTC first, then the rest by name.',
      access: rule.session,
      answer: ZTimeZone,
    },
  },
});

/** doc 001 §3: a time zone as a dropdown option. */
export const timeZoneOption = (zone: z.infer<typeof ZTimeZone>) => ({
  text: zone.name,
  value: zone.timezoneId,
});
