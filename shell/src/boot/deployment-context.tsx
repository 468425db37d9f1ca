import { createContext, useContext } from 'react';
import type { Deployment } from './deployment';

export const DeploymentContext = createContext<Deployment | null>(null);

export function useDeployment(): Deployment {
  const deployment = useContext(DeploymentContext);
  if (!deployment) throw new Error('useDeployment outside DeploymentContext');
  return deployment;
}
