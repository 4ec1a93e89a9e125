import { createConnection } from 'node:net';

/** The Redis the tests use when one runs here (CI starts one; without it, the Redis cases are skipped). */
export const LOCAL_REDIS = { host: '127.0.0.1', port: 6379 } as const;

/** True when something accepts connections at the local Redis's port within half a second. */
export async function localRedisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(LOCAL_REDIS, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
  });
}
