import { createContext, useContext, type ComponentType } from 'react';
import type { ModuleId } from '../boot/deployment';

/**
 * The screens the server renders in place of the remote they live in (docs/boot.md): the
 * server imports them from source and provides them here; in the browser there are none and
 * every screen comes through Module Federation. Keyed `module/Expose` ('onboarding/Login').
 */
export type ServerScreens = Readonly<Record<string, ComponentType>>;

export const ServerScreensContext = createContext<ServerScreens | null>(null);

export const serverScreenKey = (module: ModuleId, expose: string) => `${module}/${expose}`;

/** The server's copy of a screen, or null in the browser. */
export function useServerScreen(module: ModuleId, expose: string): ComponentType | null {
  return useContext(ServerScreensContext)?.[serverScreenKey(module, expose)] ?? null;
}
