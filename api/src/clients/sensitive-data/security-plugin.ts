import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database/database';
import { createDataCipher, type DataCipher } from '../../platform/security/data-cipher';
import type { Secrets } from '../../platform/security/secrets';
import { createSensitiveDataRepository } from './sensitive-data-repository';
import { createSensitiveDataService, type SensitiveDataService } from './sensitive-data-service';
import { createTransportKey, type TransportKey } from '../../platform/security/transport-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** AES-256-GCM sealing at rest with the configured keys (sensitive data, bank-link tokens). */
    dataCipher: DataCipher;
    /** The RSA-OAEP key the browser encrypts SSN and date of birth to. */
    transportKey: TransportKey;
    sensitiveData: SensitiveDataService;
  }
}

export interface SecurityPluginOptions {
  db: Database;
  secrets: Pick<Secrets, 'dataKeys' | 'transportPrivateKey'>;
  clock: Clock;
}

export const securityPlugin = fp(
  async (app: FastifyInstance, { db, secrets, clock }: SecurityPluginOptions) => {
    const dataCipher = createDataCipher(secrets.dataKeys);
    const transportKey = createTransportKey(secrets.transportPrivateKey);
    app.decorate('dataCipher', dataCipher);
    app.decorate('transportKey', transportKey);
    app.decorate(
      'sensitiveData',
      createSensitiveDataService({
        repository: createSensitiveDataRepository(db),
        cipher: dataCipher,
        transportKey,
        clock,
      }),
    );
  },
  { name: 'security' },
);
