import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SPEC_WEBHOOK_EVENTS,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_PRESETS,
} from './webhook-events';

// the spec sits beside the repository (DESIGN.md); a checkout without it skips the comparison
const SPEC_DIR = join(__dirname, '../../../../../shared/spec');
const specFile = () =>
  existsSync(SPEC_DIR) ? readdirSync(SPEC_DIR).find((f) => f.startsWith('001_')) : undefined;

/** The rows of doc 001 §3's event table: event names → payload fields, as the spec writes them. */
function specTable(): Map<string, string[]> {
  const text = readFileSync(join(SPEC_DIR, specFile()!), 'utf8');
  const section = text.slice(text.indexOf('### Webhook event catalogue'));
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n').slice(3)) {
    if (!line.startsWith('|')) break;
    const [events, fields] = line
      .split('|')
      .slice(1, 3)
      .map((c) => c.trim());
    for (const event of events!.split(',').map((e) => e.trim()))
      rows.set(
        event,
        fields!.split(',').map((f) => f.trim()),
      );
  }
  return rows;
}

describe('the webhook event catalogue (doc 001 §3)', () => {
  it('has the 12 events of the table and our usage_alert, each with its number of payload fields', () => {
    expect(WEBHOOK_EVENT_NAMES).toHaveLength(13);
    const counts = Object.fromEntries(WEBHOOK_EVENT_NAMES.map((e) => [e, WEBHOOK_EVENTS[e].length]));
    expect(counts).toEqual({
      call_in_progress: 22,
      call_answered: 22,
      call_completion: 22,
      call_threshold: 3,
      call_threshold_reset: 3,
      campaign_status: 10,
      live_list_status: 5,
      recording: 19,
      sms_inbound: 3,
      sms_outbound: 10,
      voicemail: 9,
      webrtc_user_status: 3,
      usage_alert: 10,
    });
  });

  it.skipIf(!specFile())('matches the spec table field for field, but voicemail’s "andmetadata"', () => {
    const table = specTable();
    const specEvents = Object.keys(SPEC_WEBHOOK_EVENTS) as (keyof typeof SPEC_WEBHOOK_EVENTS)[];
    expect([...table.keys()]).toEqual(specEvents);
    for (const event of specEvents) {
      const spec = table.get(event)!.map((f) => (f === 'andmetadata' ? 'metadata' : f));
      expect([...WEBHOOK_EVENTS[event]], event).toEqual(spec);
    }
  });

  it('lists no field twice within an event', () => {
    for (const event of WEBHOOK_EVENT_NAMES)
      expect(new Set(WEBHOOK_EVENTS[event]).size, event).toBe(WEBHOOK_EVENTS[event].length);
  });

  it('groups every event exactly once for the form', () => {
    const grouped = WEBHOOK_EVENT_GROUPS.flatMap((g) => g.events);
    expect(grouped.toSorted()).toEqual([...WEBHOOK_EVENT_NAMES].sort());
  });

  it('has presets that are non-empty subsets of the catalogue, without repeats', () => {
    for (const preset of WEBHOOK_PRESETS) {
      expect(preset.events.length).toBeGreaterThan(0);
      expect(new Set(preset.events).size).toBe(preset.events.length);
      for (const e of preset.events) expect(WEBHOOK_EVENT_NAMES).toContain(e);
    }
    expect(new Set(WEBHOOK_PRESETS.map((p) => p.id)).size).toBe(WEBHOOK_PRESETS.length);
  });
});
