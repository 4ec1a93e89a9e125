import { createHash, randomBytes } from 'node:crypto';

const hex32 = () => randomBytes(16).toString('hex');
export const newAccountSid = () => `AC${hex32()}`;
export const newClientId = () => `CL${hex32()}`;

/** Stable ids for demo data, so a reseeded database keeps the same links. */
export const demoId = (prefix: 'AC' | 'CL' | 'WH' | 'WG' | 'CT', name: string) =>
  `${prefix}${createHash('sha256').update(`parley-demo:${name}`).digest('hex').slice(0, 32)}`;
