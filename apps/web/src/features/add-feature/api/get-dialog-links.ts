import { useQuery } from '@tanstack/react-query';
import type { TPortalConfig } from '@parley/domain';
import { portalConfigQuery } from '@/resources/portal-config';

/** What the dialog needs from the portal configuration: the legal documents and where support is. */
export interface TDialogLinks {
  eula: string;
  msa: string;
  /** null: no chat is configured, support is reached by mail */
  supportChat: string | null;
  supportEmail: string;
  /** the sidebar's AI Chatbot and contact-center cluster apps: null when not configured (not shown) */
  aiProduct: string | null;
  contactCenterCluster: string | null;
}

export const selectDialogLinks = ({ links }: TPortalConfig): TDialogLinks => ({
  eula: links.eula,
  msa: links.msa,
  supportChat: links.supportChat,
  supportEmail: links.supportEmail,
  aiProduct: links.aiProduct,
  contactCenterCluster: links.contactCenterCluster,
});

/** The shell's query, under its key: whichever asks first, the other finds it in the cache. */
export const dialogLinksQuery = () => ({ ...portalConfigQuery(), select: selectDialogLinks });

export const useDialogLinks = (enabled = true) => useQuery({ ...dialogLinksQuery(), enabled });
