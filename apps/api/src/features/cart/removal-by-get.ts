// The spec's GET remove-plan-from-cart: a GET must not change the cart (any page, link or
// prefetcher could send it), so it answers 405 naming the POST that does (decision 0013).
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../../http/error-handler';

export function registerRemovalByGet(app: FastifyInstance) {
  app.get('/api/v1/remove-plan-from-cart', { schema: { hide: true } }, async (req, reply) =>
    reply
      .status(405)
      .header('allow', 'POST')
      .send(errorEnvelope(req, 405, 'cart.remove_use_post')),
  );
}
