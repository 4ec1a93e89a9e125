import { Button, VisuallyHidden } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { TDialogLinks } from '../api/get-dialog-links';

export interface TSupportRequester {
  companyName: string;
  accountId: string;
  displayName: string;
  username: string;
}

/** The message support receives when a user asks for a contact center. */
export function contactCenterMessage(who: TSupportRequester): string {
  return (
    `Hello, I would like to add Contact Center to our account ${who.companyName} (${who.accountId}). ` +
    `Please get in touch with me, ${who.displayName}, at ${who.username} to plan the setup.`
  );
}

/**
 * Doc 000 §2: the configured support chat with the message prefilled (as its `message`
 * parameter), or a mail to the support address when no chat is configured.
 */
export function supportChatHref(links: TDialogLinks, message: string): string {
  if (links.supportChat) {
    const url = new URL(links.supportChat);
    url.searchParams.set('message', message);
    return url.toString();
  }
  const query = new URLSearchParams({ subject: 'Contact Center for our account', body: message });
  // mail clients read '+' literally: spaces must be %20
  return `mailto:${links.supportEmail}?${query.toString().replace(/\+/g, '%20')}`;
}

/** Contact center needs no acceptance: its one action opens the support chat. */
export function SupportChatButton({
  links,
  requester,
}: {
  links: TDialogLinks | null;
  requester: TSupportRequester;
}) {
  const chat = Boolean(links?.supportChat);
  return (
    <Button
      component="a"
      href={links ? supportChatHref(links, contactCenterMessage(requester)) : undefined}
      // a chat opens beside the portal; a mailto link hands over to the mail client instead
      target={chat ? '_blank' : undefined}
      rel="noopener noreferrer"
      leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
      disabled={!links}
    >
      {chat ? 'Chat with our team' : 'Email our team'}
      {chat ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
    </Button>
  );
}
