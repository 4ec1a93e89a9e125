import { describe, expect, it } from 'vitest';
import { WEBHOOK_DELETE_TEXTS } from '../texts/webhooks-page';
import { deleteDialogText } from '../texts/delete-texts';
import { defineResource, operationRequest, operationRoute, updateInputOf } from './define';
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

describe('routes of its own', () => {
  const brands = defineResource({
    ...webhooksResource,
    name: 'brands',
    bulk: [],
    routes: { list: { path: '/v3/brand/all' }, delete: { path: '/v3/webhooks' } },
  });

  it("serves each operation at the definition's path and method, or the kit's", () => {
    expect(operationRoute(brands, 'list')).toEqual({ method: 'GET', path: '/v3/brand/all', id: null });
    expect(operationRoute(brands, 'get')).toEqual({ method: 'GET', path: '/v3/webhooks/:id', id: 'path' });
    expect(operationRoute(brands, 'delete')).toEqual({ method: 'DELETE', path: '/v3/webhooks', id: 'body' });
  });

  it('puts the id where the route carries it: the path, or the body beside the input', () => {
    expect(operationRequest(brands, 'get', 'WH 1')).toEqual({ method: 'GET', url: '/v3/webhooks/WH%201' });
    expect(operationRequest(brands, 'delete', 'WH1')).toEqual({
      method: 'DELETE',
      url: '/v3/webhooks',
      body: { id: 'WH1' },
    });
    expect(operationRequest(brands, 'update', 'WH1', { name: 'x' })).toEqual({
      method: 'PUT',
      url: '/v3/webhooks/WH1',
      body: { name: 'x' },
    });
  });

  it('refuses two operations on one route, and a get without its id in the path', () => {
    // the single delete at the collection's path is the bulk delete's route
    expect(() =>
      defineResource({ ...webhooksResource, name: 'clash', routes: { delete: { path: '/v3/webhooks' } } }),
    ).toThrow(/bulk delete and delete are both DELETE \/v3\/webhooks/);
    expect(() =>
      defineResource({ ...webhooksResource, name: 'noid', routes: { get: { path: '/v3/webhooks/one' } } }),
    ).toThrow(/names its item in its path/);
  });
});
