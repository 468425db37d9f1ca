import type { HealthRepository } from './health-repository';

export function createHealthService(health: HealthRepository) {
  return {
    /** Rejects with the driver's error when the database cannot be reached. */
    checkDatabase: () => health.ping(),
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
