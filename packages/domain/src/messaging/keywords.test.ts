import { describe, expect, it } from 'vitest';
import { CARRIER_ERRORS, CARRIER_ERROR_CODES, isCarrierErrorCode } from './carrier-errors';
import { OPT_OUT_KEYWORDS, keywordAction } from './keywords';

describe('inbound keywords (issue 28)', () => {
  it('reads STOP and its synonyms, START, UNSTOP and HELP in any case, trimmed, with a full stop', () => {
    for (const k of OPT_OUT_KEYWORDS) expect(keywordAction(k), k).toBe('opt-out');
    for (const body of ['stop', ' Stop. ', 'STOP!', 'unsubscribe', 'Quit'])
      expect(keywordAction(body), body).toBe('opt-out');
    for (const body of ['START', 'unstop', 'Start!']) expect(keywordAction(body), body).toBe('opt-in');
    expect(keywordAction(' help ')).toBe('help');
  });

  it('leaves ordinary messages alone, a keyword inside a sentence too', () => {
    for (const body of ['please stop by at 5', 'STOP IT', 'stopping', '', 'helpful', 'S T O P'])
      expect(keywordAction(body), body).toBeNull();
  });
});

describe('carrier error codes (issue 28)', () => {
  it('says what each code means and what to do', () => {
    for (const code of CARRIER_ERROR_CODES) {
      expect(isCarrierErrorCode(code)).toBe(true);
      expect(CARRIER_ERRORS[code].meaning.length).toBeGreaterThan(10);
      expect(CARRIER_ERRORS[code].remedy.length).toBeGreaterThan(10);
    }
    expect(isCarrierErrorCode('30009')).toBe(false);
  });
});
