import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loggedUrl, safeError } from './log-serializers';

describe('safeError', () => {
  it('keeps the SQL of a failed query and drops its parameters and the row in detail', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_username"'),
      {
        code: '23505',
        detail: 'Key (username)=(alice@acme.test) already exists.',
        constraint: 'users_username',
      },
    );
    const err = new DrizzleQueryError(
      'insert into "users" ("username") values ($1)',
      ['alice@acme.test'],
      cause,
    );
    const logged = JSON.stringify(safeError(err));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('alice@acme.test');
  });

  it('drops a value PostgreSQL quotes in its message', () => {
    const err = Object.assign(new Error('invalid input syntax for type uuid: "s3cr3t-session"'), {
      code: '22P02',
    });
    expect(JSON.stringify(safeError(err))).not.toContain('s3cr3t');
  });
});

describe('loggedUrl', () => {
  it.each([
    ['/v3/webhooks', '/v3/webhooks'],
    ['/v3/webhooks?', '/v3/webhooks?'],
    ['/v3/contacts?q=555&limit=10', '/v3/contacts?q=*&limit=*'],
    ['/v3/users?access_token=eyJhbGciOi.x.y&email=ann%40acme.test', '/v3/users?access_token=*&email=*'],
    ['/a?x&y=&=z&&w=1=2', '/a?x&y=*&=*&w=*'],
  ])('%s is logged as %s', (url, logged) => expect(loggedUrl(url)).toBe(logged));
});
