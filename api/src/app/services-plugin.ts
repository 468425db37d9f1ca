import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../platform/database/database';
import { createRepositories } from './repositories';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

interface ServicesOptions {
  database: DatabaseHandle;
  /** Close the database with the app (true when buildApp opened it itself). */
  ownsDatabase: boolean;
}

/** Wires database → repositories → services once per app; routes and resolvers use `app.services`. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, { database, ownsDatabase }: ServicesOptions) => {
    app.decorate('services', createServices(createRepositories(database.db)));
    if (ownsDatabase) app.addHook('onClose', () => database.close());
  },
  { name: 'services' },
);
