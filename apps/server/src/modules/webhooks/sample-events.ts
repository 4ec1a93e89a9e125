import { WEBHOOK_EVENTS, type TWebhookEvent } from '@parley/domain';

/**
 * What "Send test event" sends (issue 28): every payload field of the event (doc 001 §3) with a
 * value of its kind, so a receiver sees the shape it will get; the body says `"test": true` and
 * the numbers are the 555-01xx ones reserved for fiction.
 */
const SAMPLE_VALUES: Record<string, unknown> = {
  to: '+14155550100',
  from: '+14155550199',
  body: 'This is a test event from Parley.',
  messagecount: 1,
  mediaurl: null,
  tocountry: 'US',
  fromcountry: 'US',
  metadata: {},
  smsid: 'SMtest',
  callsid: 'CAtest',
  parentcallsid: null,
  recordingid: 'REtest',
  apiversion: 'v3',
  billcountry: 'US',
  calltype: 'phone',
  parentcalltype: null,
  callednumber: '+14155550100',
  callernumber: '+14155550199',
  phonenumber: '+14155550100',
  fromnumber: '+14155550199',
  phoneNumber: '+14155550100',
  direction: 'inbound',
  status: 'completed',
  callduration: 42,
  duration: 42,
  seconds: 12,
  _duration: 42,
  tocountrycode: '1',
  serverip: '203.0.113.10',
  voicemailstatus: null,
  webrtcusername: null,
  hangupby: 'caller',
  dtmfentered: null,
  thresholdMet: true,
  resetTimeMs: 60000,
  contactid: 'CTtest',
  campaignid: 'test-campaign',
  campaignrunid: 'test-run',
  campaignpath: 'start',
  workflowversion: 1,
  nextnode: null,
  lastphone: '+14155550100',
  failurereason: null,
  listname: 'Test list',
  length: 3,
  url: 'https://example.com/test-recording.mp3',
  recordingurl: 'https://example.com/test-recording.mp3',
  transcription: 'This is a test voicemail.',
  isactive: true,
  isrequest: false,
  fileuploadstatus: 'uploaded',
  actionperformed: 'record',
  _actionmethod: 'POST',
  recordingdirection: 'inbound',
  request: null,
  response: null,
  alertid: 'UAtest',
  alertname: 'Test alert',
  category: 'sms_outbound',
  triggerby: 'amount',
  threshold: 50,
  period: 'daily',
  currentperiod: '2026-01-01',
  value: 51.2,
};

const TIME_FIELDS = new Set(['createdtime', 'endtime', 'recordingdate']);
const ACCOUNT_FIELDS = new Set(['accountsid', 'account_sid']);

export function sampleEventData(event: TWebhookEvent, accountSid: string, at: Date): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENTS[event].map((field) => [
      field,
      ACCOUNT_FIELDS.has(field)
        ? accountSid
        : TIME_FIELDS.has(field)
          ? at.toISOString()
          : field === 'clientid'
            ? 'CLtest'
            : (SAMPLE_VALUES[field] ?? null),
    ]),
  );
}
