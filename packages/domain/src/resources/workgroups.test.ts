import { describe, expect, it } from 'vitest';
import { pickableWorkgroups } from './workgroups';

describe('pickableWorkgroups (doc 001 §2)', () => {
  it('keeps only workgroups whose status is true', () => {
    const groups = [
      { groupName: 'Sales', description: 'Inbound sales', status: true },
      { groupName: 'Old', description: 'Retired', status: false },
    ];
    expect(pickableWorkgroups(groups).map((g) => g.groupName)).toEqual(['Sales']);
  });
});
