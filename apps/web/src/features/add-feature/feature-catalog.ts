import { FEATURE_KEYS, FEATURE_TITLES, type TFeatureKey } from '@parley/domain';
import {
  IconHeadset,
  IconInbox,
  IconMessageChatbot,
  IconPhoneOff,
  IconShieldCheck,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

/**
 * What a feature unlocks, when that is a link in the sidebar's Apps: the link shows only when the
 * portal configures it (LINK_AI_PRODUCT, LINK_CONTACT_CENTER_CLUSTER), so the text says it only then.
 */
export interface TUnlocksApp {
  app: 'aiProduct' | 'contactCenterCluster';
  linked: string;
  unlinked: string;
}

/** Which terms a feature's checkbox names: the EULA and MSA (doc 000 §2), the general terms, or none. */
export type TTermsKind = 'eula-msa' | 'general' | 'none';

export interface TFeatureInfo {
  key: TFeatureKey;
  /** the tile's title, and the feature's name in messages */
  title: string;
  icon: Icon;
  /** a theme colour for the tile's icon */
  color: string;
  summary: string;
  highlights: readonly string[];
  /** what the portal shows once it is on, so the user knows where to find it */
  unlocks: string | TUnlocksApp;
  terms: TTermsKind;
}

/** The product copy of each paid feature, in the order the tiles show them (doc 000 §1). */
export const FEATURE_CATALOG: Record<TFeatureKey, TFeatureInfo> = {
  inbox: {
    key: 'inbox',
    title: FEATURE_TITLES.inbox,
    icon: IconInbox,
    color: 'blue',
    summary:
      'One shared inbox for every text and picture message across all of your numbers. Agents pick up conversations, reply from the number the customer wrote to, and hand threads to a teammate without losing the history.',
    highlights: [
      'Conversations from every number in one queue',
      'Assign, reply to and close threads as a team',
      'Full message history kept with each contact',
    ],
    unlocks: 'Inbox appears in the sidebar for users who hold the Global Inbox privilege.',
    terms: 'general',
  },
  remediation: {
    key: 'remediation',
    title: FEATURE_TITLES.remediation,
    icon: IconShieldCheck,
    color: 'teal',
    summary:
      'Keep your calls answered. We check every day how carriers and call-analytics engines label your outbound numbers, flag any marked as spam or blocked, and file remediation requests with the carriers for you.',
    highlights: [
      'Daily reputation checks across the major US carriers',
      'Remediation filed for flagged numbers automatically',
      'A report with the current standing of every number',
    ],
    unlocks: 'The Remediation Report under Reports shows each number’s standing.',
    terms: 'general',
  },
  contactcenter: {
    key: 'contactcenter',
    title: FEATURE_TITLES.contactcenter,
    icon: IconHeadset,
    color: 'grape',
    summary:
      'A cloud contact center for inbound and outbound teams: skills-based routing, IVR and queues, call recording, live supervisor monitoring and agent scripts. Every contact center runs on its own cluster, sized for your team, so our specialists set it up with you.',
    highlights: [
      'Skills-based routing, queues and IVR',
      'Call recording and live supervisor monitoring',
      'Provisioned and tuned with our onboarding team',
    ],
    unlocks: {
      app: 'contactCenterCluster',
      linked: 'A link to your contact center appears under Apps in the sidebar once it is provisioned.',
      unlinked: 'Our team tells you where to reach your contact center once it is provisioned.',
    },
    terms: 'none',
  },
  dnclist: {
    key: 'dnclist',
    title: FEATURE_TITLES.dnclist,
    icon: IconPhoneOff,
    color: 'orange',
    summary:
      'Check your contacts and campaigns against the National Do Not Call Registry before you dial. Registered numbers are suppressed automatically, and the registry is refreshed at least every 31 days, as the Telemarketing Sales Rule requires.',
    highlights: [
      'Registered numbers suppressed before every campaign',
      'Registry data refreshed at least every 31 days',
      'Half price when you already hold a registry subscription',
    ],
    unlocks: 'Campaigns and dialing lists are scrubbed against the registry from now on.',
    terms: 'eula-msa',
  },
  chatbot: {
    key: 'chatbot',
    title: FEATURE_TITLES.chatbot,
    icon: IconMessageChatbot,
    color: 'indigo',
    summary:
      'Answer customers around the clock with an AI assistant trained on your own content. It handles common questions over text and web chat, collects the details your team needs, and hands the conversation to an agent, transcript included, when a person should take over.',
    highlights: [
      'Trained on your own help content and policies',
      'Answers over text message and web chat, day and night',
      'Hands off to an agent with the full transcript',
    ],
    unlocks: {
      app: 'aiProduct',
      linked: 'The AI Chatbot app appears under Apps in the sidebar.',
      unlinked: 'Once it is enabled, ask support where to open the AI Chatbot app.',
    },
    terms: 'eula-msa',
  },
  ucaas: {
    key: 'ucaas',
    title: FEATURE_TITLES.ucaas,
    icon: IconUsersGroup,
    color: 'cyan',
    summary:
      'Unified communications for your whole organization: business phone lines, desk and softphone calling, video meetings and team messaging on one system, managed from one place.',
    highlights: [
      'Desk phones, softphones and mobile apps on one system',
      'Video meetings and team messaging included',
      'Seats added in blocks of 10 as your team grows',
    ],
    unlocks: 'Log in to UCaaS administration with your portal username and the password you set here.',
    terms: 'general',
  },
};

export const CATALOG_ORDER: readonly TFeatureInfo[] = FEATURE_KEYS.map((key) => FEATURE_CATALOG[key]);
