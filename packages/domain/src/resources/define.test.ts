import { describe, expect, it } from 'vitest';
import { WEBHOOK_DELETE_TEXTS } from '../texts/webhooks-page';
import { deleteDialogText } from '../texts/delete-texts';
import { defineResource, updateInputOf } from './define';
import { webhooksResource } from './webhooks';

describe('updateInputOf', () => {
  it("reads the update schema's fields from an item, and only those", () => {
    const webhook = {
      id: 'wh_1',
      name: 'Billing',
      url: 'https://example.com/hook',
      enabled: true,
      events: ['message.received'],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(updateInputOf(webhooksResource, webhook as never)).toEqual({
      name: 'Billing',
      url: 'https://example.com/hook',
      enabled: true,
      events: ['message.received'],
    });
  });
});

describe('delete texts', () => {
  it('a resource that can be deleted must say how the dialog asks', () => {
    expect(() =>
      defineResource({ ...webhooksResource, name: 'probes', deleteTexts: undefined as never }),
    ).toThrow(/delete dialog/);
  });

  it('names one item, or counts several', () => {
    expect(deleteDialogText(WEBHOOK_DELETE_TEXTS, ['Billing'])).toEqual({
      title: 'Delete webhook',
      message: 'Delete the webhook Billing? Its URL will receive no more events.',
    });
    expect(deleteDialogText(WEBHOOK_DELETE_TEXTS, ['A', 'B']).message).toBe(
      'Delete 2 webhooks? Their URLs will receive no more events.',
    );
  });
});
