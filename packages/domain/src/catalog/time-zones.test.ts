import { describe, expect, it } from 'vitest';
import { TIME_ZONE_CATALOGUE, TIME_ZONE_FIRST, listTimeZones, systemZoneOf } from './time-zones';

describe('listTimeZones (doc 001 §3, §9)', () => {
  const listed = listTimeZones();

  it('drops the catalogue rows whose |timezoneId| is over 48, and keeps the others', () => {
    const dropped = TIME_ZONE_CATALOGUE.filter((z) => Math.abs(z.timezoneId) > 48);
    expect(dropped.length).toBeGreaterThanOrEqual(4);
    expect(dropped.some((z) => z.timezoneId < 0)).toBe(true);
    expect(listed).toHaveLength(TIME_ZONE_CATALOGUE.length - dropped.length);
    for (const z of dropped) expect(listed).not.toContainEqual(z);
  });

  it('keeps ±48 and drops ±49', () => {
    const zones = [48, -48, 49, -49, 0].map((timezoneId) => ({
      timezoneId,
      name: `Z${timezoneId}`,
      systemName: 'Etc/UTC',
    }));
    expect(
      listTimeZones(zones)
        .map((z) => z.timezoneId)
        .sort(),
    ).toEqual([-48, 0, 48].sort());
  });

  it('puts EST/EDT, CST/CDT, MST/MDT, PST/PDT, EST, CST, MST, PST, UTC first, then the rest by name', () => {
    expect(listed.slice(0, 9).map((z) => z.name)).toEqual([...TIME_ZONE_FIRST]);
    const rest = listed.slice(9).map((z) => z.name);
    expect(rest).toEqual(rest.toSorted((a, b) => a.localeCompare(b, 'en')));
  });

  it('orders a shuffled catalogue the same way', () => {
    const shuffled = TIME_ZONE_CATALOGUE.toReversed();
    expect(listTimeZones(shuffled)).toEqual(listed);
  });

  it('answers unique ids, the picker’s values', () => {
    expect(new Set(listed.map((z) => z.timezoneId)).size).toBe(listed.length);
  });
});

describe('systemZoneOf (a timezone setting)', () => {
  it('reads a catalogue id as the pickers store it, or a systemName; nothing else', () => {
    expect(systemZoneOf('-1')).toBe('America/New_York');
    expect(systemZoneOf(' 0 ')).toBe('Etc/UTC');
    expect(systemZoneOf('America/Chicago')).toBe('America/Chicago');
    for (const other of ['', null, undefined, 'bar', '9999', 'Mars/Olympus', '-1.5'])
      expect(systemZoneOf(other)).toBeNull();
  });
});
