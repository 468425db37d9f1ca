import Fastify from 'fastify';
import { serializersOnFirstUse } from './serializers-on-first-use';

describe('serializersOnFirstUse', () => {
  it('answers through the route’s response schema, built at the first answer', async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse() } } });
    const schema = { response: { 200: { type: 'object', properties: { name: { type: 'string' } } } } };
    // A field the schema does not list never leaves the server.
    app.get('/item', { schema }, async () => ({ name: 'Ann', ssn: '123-45-6789' }));
    await app.ready();
    for (let round = 0; round < 2; round += 1) {
      const response = await app.inject({ method: 'GET', url: '/item' });
      expect(response.json()).toEqual({ name: 'Ann' });
    }
    await app.close();
  });
});
