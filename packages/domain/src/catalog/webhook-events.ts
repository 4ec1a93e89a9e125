import { enumKeys } from '../schemas/enum-keys';

/**
 * The webhook event catalogue of doc 001 §3: every event a webhook can send and the fields of its
 * payload, in the spec table's order. The table's voicemail row ends "status, andmetadata": read
 * as "and metadata", the field every other event calls `metadata` (docs/decisions.md).
 */
const CALL_FIELDS = [
  'callsid',
  'apiversion',
  'billcountry',
  'calltype',
  'callednumber',
  'callernumber',
  'callduration',
  'createdtime',
  'direction',
  'duration',
  'endtime',
  'fromcountry',
  'parentcallsid',
  'serverip',
  'status',
  'tocountry',
  'tocountrycode',
  'voicemailstatus',
  'webrtcusername',
  'hangupby',
  'dtmfentered',
  'metadata',
] as const;
const THRESHOLD_FIELDS = ['phoneNumber', 'thresholdMet', 'resetTimeMs'] as const;

/** doc 001 §3's table, as the spec has it. */
export const SPEC_WEBHOOK_EVENTS = {
  call_in_progress: CALL_FIELDS,
  call_answered: CALL_FIELDS,
  call_completion: CALL_FIELDS,
  call_threshold: THRESHOLD_FIELDS,
  call_threshold_reset: THRESHOLD_FIELDS,
  campaign_status: [
    'accountsid',
    'contactid',
    'campaignid',
    'campaignrunid',
    'campaignpath',
    'workflowversion',
    'nextnode',
    'status',
    'lastphone',
    'failurereason',
  ],
  live_list_status: ['account_sid', 'clientid', 'listname', 'length', 'status'],
  recording: [
    'accountsid',
    'callsid',
    'recordingid',
    'apiversion',
    'actionperformed',
    '_actionmethod',
    '_duration',
    'fileuploadstatus',
    'isactive',
    'isrequest',
    'recordingdate',
    'recordingdirection',
    'recordingurl',
    'request',
    'response',
    'webrtcusername',
    'calltype',
    'parentcalltype',
    'parentcallsid',
  ],
  sms_inbound: ['to', 'from', 'body'],
  sms_outbound: [
    'accountsid',
    'smsid',
    'to',
    'from',
    'body',
    'messagecount',
    'mediaurl',
    'tocountry',
    'fromcountry',
    'metadata',
  ],
  voicemail: [
    'recordingid',
    'accountsid',
    'phonenumber',
    'fromnumber',
    'seconds',
    'url',
    'transcription',
    'status',
    'metadata',
  ],
  webrtc_user_status: ['clientid', 'accountsid', 'status'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Ours, beside the spec's (issue 29): a usage alert that crossed its threshold, sent to the webhook
 * the alert names and to every webhook that subscribes to it. Lower-case field names, the spec's way.
 */
export const OUR_WEBHOOK_EVENTS = {
  usage_alert: [
    'accountsid',
    'alertid',
    'alertname',
    'category',
    'triggerby',
    'threshold',
    'period',
    'currentperiod',
    'value',
    'createdtime',
  ],
} as const satisfies Record<string, readonly string[]>;

export const WEBHOOK_EVENTS = { ...SPEC_WEBHOOK_EVENTS, ...OUR_WEBHOOK_EVENTS };

export type TWebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_NAMES = enumKeys(WEBHOOK_EVENTS);

/** Events as a person reads a list of them: in the catalogue's order, comma-separated. */
export const webhookEventList = (events: readonly string[]) =>
  WEBHOOK_EVENT_NAMES.filter((name) => events.includes(name)).join(', ');

/** How the form groups the events: by what they are about. */
export const WEBHOOK_EVENT_GROUPS: ReadonlyArray<{ label: string; events: readonly TWebhookEvent[] }> = [
  {
    label: 'Calls',
    events: [
      'call_in_progress',
      'call_answered',
      'call_completion',
      'call_threshold',
      'call_threshold_reset',
    ],
  },
  { label: 'Messages', events: ['sms_inbound', 'sms_outbound'] },
  { label: 'Recordings and voicemail', events: ['recording', 'voicemail'] },
  { label: 'Campaigns and lists', events: ['campaign_status', 'live_list_status'] },
  { label: 'Agents', events: ['webrtc_user_status'] },
  { label: 'Account', events: ['usage_alert'] },
];

/**
 * Ready-made choices of events (GET /v3/webhooks/presets): the spec names presets without their
 * contents, so these are ours, each a subset of the catalogue.
 */
export const WEBHOOK_PRESETS: ReadonlyArray<{ id: string; name: string; events: readonly TWebhookEvent[] }> =
  [
    {
      id: 'all-calls',
      name: 'Every call event',
      events: ['call_in_progress', 'call_answered', 'call_completion'],
    },
    { id: 'sms', name: 'Messages in and out', events: ['sms_inbound', 'sms_outbound'] },
    { id: 'recordings', name: 'Recordings and voicemail', events: ['recording', 'voicemail'] },
    { id: 'thresholds', name: 'Call thresholds', events: ['call_threshold', 'call_threshold_reset'] },
    { id: 'everything', name: 'Every event', events: WEBHOOK_EVENT_NAMES },
  ];
