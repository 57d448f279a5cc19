/** The reference for the server benchmarks: a bare Fastify JSON route (GET and POST), nothing else. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ success: true }));
app.get('/bare', async () => ({ success: true }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
