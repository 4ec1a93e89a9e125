// The peer of `npm run bench:api`: Fastify's hello world with its default options (no logger, no
// plugins), run as a child process like the server it is compared with.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });

// Exit on SIGTERM the ordinary way, so that --cpu-prof gets to write its profile.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
