import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client';
import { createJobQueue } from '../src/jobs/index';

/**
 * Migrating a fresh database costs seconds; cloning a migrated one costs a fraction of that.
 * One migrated template per run: a PGlite dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-test-'));
  let pgTemplate: string | null = null;
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    pgTemplate = `parley_tpl_${process.pid}`;
    await adminQuery(url, `drop database if exists ${pgTemplate}`);
    await adminQuery(url, `create database ${pgTemplate}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, pgTemplate) });
    await prepare(database);
    await database.close();
  } else {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await prepare(database);
    const blob = await database.dump!();
    await writeFile(join(dir, 'template.tar'), Buffer.from(await blob.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteTemplate', join(dir, 'template.tar'));
  project.provide('pgTemplate', pgTemplate);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (pgTemplate && process.env.DATABASE_URL)
      await adminQuery(process.env.DATABASE_URL, `drop database if exists ${pgTemplate}`);
  };
}

/** Migrated, with the job queue's schema and queues, so a test app can enqueue without starting it. */
async function prepare(database: Database) {
  await database.migrate();
  const jobs = createJobQueue(database, { work: false });
  await jobs.start();
  await jobs.stop();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string | null;
  }
}
