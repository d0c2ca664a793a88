import { createContext, useContext } from 'react';
import type { RemoteRegistry } from './remoteRegistry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('RemoteView must be rendered inside the shell');
  return registry;
}
