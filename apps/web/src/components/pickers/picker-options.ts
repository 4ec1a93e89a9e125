import {
  contactName,
  rateText,
  type TContact,
  type TUser,
  type TWebhook,
  type TWorkgroup,
} from '@parley/domain';
import type { TDropdownOption } from '@/components/multi-select/multi-select-dropdown';

/**
 * Doc 001 §2: the user picker shows the display name, or first and last name, plus the username,
 * with the client id as subheader; its value is the clientId.
 */
export function userOption(user: TUser): TDropdownOption {
  const name = user.displayName.trim() || `${user.firstName} ${user.lastName}`.trim();
  return {
    text: name ? `${name} (${user.username})` : user.username,
    value: user.clientId,
    description: user.clientId,
  };
}

/** Doc 001 §2: the webhook picker shows name and url; its value is the webhook id. */
export const webhookOption = (hook: TWebhook): TDropdownOption => ({
  text: hook.name,
  value: hook.id,
  description: hook.url,
});

/** Doc 001 §2: the workgroup picker shows the description; its value is the group name. */
export const workgroupOption = (group: TWorkgroup): TDropdownOption => ({
  text: group.description.trim() || group.groupName,
  value: group.groupName,
  description: group.description.trim() ? group.groupName : undefined,
});

/** Doc 001 §3, §9: a rate by its lookup, with its rate in dollars to 2 decimals ('N/A' without). */
export const rateOption = (rate: { lookup: string; rate?: number | null }): TDropdownOption => ({
  text: rate.lookup,
  value: rate.lookup,
  description: rateText(rate.rate),
});

/** A contact in the to-number picker: its number (the value), its name under it. */
export function contactOption(contact: TContact): TDropdownOption | null {
  const phone = contact.extData.phonenumber1;
  if (!phone) return null;
  const name = contactName(contact);
  return { text: phone, value: phone, description: name === phone ? undefined : name };
}
