import { describe, expect, it } from 'vitest';
import { privilegesFor } from '../access/roles';
import { can } from '../access/rules';
import { TEMPLATE_READ, TEMPLATE_WRITE } from '../access/templates';
import { TEMPLATE_TEXTS, TEMPLATE_TITLE_MAX_LENGTH, templateAssetInUseMessage } from '../texts/templates';
import { MESSAGES, OUR_MESSAGES, templateMaxLengthMessage } from '../validation/messages';
import { ZTemplateInput, templateMeasure, templatesResource } from './templates';

const valid = { templateTitle: 'Order ready', content: 'Hi %NAME|there%, your order is ready.' };
const errorsOf = (input: unknown) =>
  ZTemplateInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
const ASSET = `AS${'0a'.repeat(16)}`;

describe('ZTemplateInput', () => {
  it('accepts a template, trims the title, keeps the content as typed, no image by default', () => {
    const parsed = ZTemplateInput.parse({ ...valid, templateTitle: '  Order ready ', content: ' Hi \n' });
    expect(parsed).toEqual({ templateTitle: 'Order ready', content: ' Hi \n', assetId: null });
    expect(ZTemplateInput.parse({ ...valid, assetId: ASSET }).assetId).toBe(ASSET);
  });

  it('refuses empty content with the spec message, blank or missing', () => {
    for (const content of ['', '   \n\t', undefined])
      expect(errorsOf({ ...valid, content })).toEqual([['content', MESSAGES.templateContentRequired]]);
  });

  it('refuses content over its encoding’s limit with the spec message, naming the encoding', () => {
    expect(errorsOf({ ...valid, content: 'a'.repeat(1600) })).toEqual([]);
    expect(errorsOf({ ...valid, content: 'a'.repeat(1601) })).toEqual([
      ['content', templateMaxLengthMessage('GSM7')],
    ]);
    // '€' is in GSM7's extension table: two septets each
    expect(errorsOf({ ...valid, content: '€'.repeat(801) })).toEqual([
      ['content', templateMaxLengthMessage('GSM7')],
    ]);
    expect(errorsOf({ ...valid, content: 'â'.repeat(1401) })).toEqual([
      ['content', templateMaxLengthMessage('Latin-1')],
    ]);
    expect(errorsOf({ ...valid, content: 'â'.repeat(1400) })).toEqual([]);
    expect(errorsOf({ ...valid, content: '😀'.repeat(350) })).toEqual([]);
    expect(errorsOf({ ...valid, content: '😀'.repeat(351) })).toEqual([
      ['content', templateMaxLengthMessage('Unicode')],
    ]);
  });

  it('takes what the editor only warns about: a lone %, an unclosed placeholder', () => {
    for (const content of ['20% off today', '%% done', 'Hi %|x', 'Hi %NAME|friend'])
      expect(errorsOf({ ...valid, content })).toEqual([]);
  });

  it("refuses a variable without a name, with the variable dialog's message", () => {
    for (const content of ['Hi %|friend%', 'Hi %|%', '%|x% and %|y%'])
      expect(errorsOf({ ...valid, content })).toEqual([['content', OUR_MESSAGES.variableNameRequired]]);
  });

  it('refuses text that cannot be stored (a lone surrogate, a NUL)', () => {
    expect(errorsOf({ ...valid, content: 'a\uD800b' })).toEqual([['content', OUR_MESSAGES.unstorableText]]);
    expect(errorsOf({ ...valid, templateTitle: 'a\u0000' })).toEqual([
      ['templateTitle', OUR_MESSAGES.unstorableText],
    ]);
  });

  it('needs a title, at most the length', () => {
    expect(errorsOf({ ...valid, templateTitle: '  ' })).toEqual([
      ['templateTitle', TEMPLATE_TEXTS.titleRequired],
    ]);
    expect(errorsOf({ content: valid.content })).toEqual([['templateTitle', TEMPLATE_TEXTS.titleRequired]]);
    expect(errorsOf({ ...valid, templateTitle: 't'.repeat(TEMPLATE_TITLE_MAX_LENGTH) })).toEqual([]);
    expect(errorsOf({ ...valid, templateTitle: 't'.repeat(TEMPLATE_TITLE_MAX_LENGTH + 1) })).toEqual([
      ['templateTitle', TEMPLATE_TEXTS.titleTooLong],
    ]);
  });

  it('refuses an asset id that cannot be one, and fields it does not take', () => {
    for (const assetId of ['AS123', 'WH' + '0'.repeat(32), 42])
      expect(errorsOf({ ...valid, assetId })).toEqual([['assetId', TEMPLATE_TEXTS.assetMissing]]);
    expect(errorsOf({ ...valid, templateId: 'TP' + '0'.repeat(32) })).toHaveLength(1);
  });
});

describe('templateMeasure', () => {
  it('is the analysis’s encoding, parts and segments', () => {
    expect(templateMeasure('Hello')).toEqual({ encoding: 'GSM7', parts: 1, segments: 1 });
    expect(templateMeasure('a'.repeat(161))).toEqual({ encoding: 'GSM7', parts: 2, segments: 2 });
    expect(templateMeasure('Café ‘quoted’')).toMatchObject({ encoding: 'Unicode', parts: 1 });
    expect(templateMeasure('😀'.repeat(36))).toMatchObject({ encoding: 'Unicode', parts: 2 });
  });
});

describe('template privileges', () => {
  it('lets owners, admins and supervisors write; agents neither read nor write', () => {
    for (const role of ['acct-owner', 'acct-admin', 'supervisor']) {
      const privs = privilegesFor([role]);
      expect(can({ privs }, TEMPLATE_READ), role).toBe(true);
      expect(can({ privs }, TEMPLATE_WRITE), role).toBe(true);
    }
    for (const role of ['gi-agent', 'webrtc-agent']) {
      expect(can({ privs: privilegesFor([role]) }, TEMPLATE_READ), role).toBe(false);
      expect(can({ privs: privilegesFor([role]) }, TEMPLATE_WRITE), role).toBe(false);
    }
  });
});

describe('templatesResource', () => {
  it('has valid examples and names its conflict text', () => {
    expect(ZTemplateInput.safeParse(templatesResource.examples!.create).success).toBe(true);
    expect(ZTemplateInput.safeParse(templatesResource.examples!.update).success).toBe(true);
    expect(templateAssetInUseMessage(2)).toContain('attached to 2 message template');
  });
});
