import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../platform/database/database';
import type { AnnounceStatus } from '../transfers';
import type { Repositories } from './repositories';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

interface ServicesOptions {
  database: DatabaseHandle;
  repositories: Repositories;
  announceStatus: AnnounceStatus;
  /** Close the database with the app (true when buildApp opened it itself). */
  ownsDatabase: boolean;
}

/** Wires the repositories into the services once per app; routes and resolvers use `app.services`. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, { database, repositories, announceStatus, ownsDatabase }: ServicesOptions) => {
    app.decorate('services', createServices(repositories, announceStatus));
    if (ownsDatabase) app.addHook('onClose', () => database.close());
  },
  { name: 'services' },
);
