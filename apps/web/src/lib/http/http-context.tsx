import { createContext, useContext, type ReactNode } from 'react';
import type { HttpClient } from './http-client.js';

const HttpClientContext = createContext<HttpClient | undefined>(undefined);

export function HttpClientProvider({ client, children }: { client: HttpClient; children: ReactNode }) {
  return <HttpClientContext value={client}>{children}</HttpClientContext>;
}

export function useHttpClient(): HttpClient {
  const client = useContext(HttpClientContext);
  if (!client) throw new Error('useHttpClient needs an HttpClientProvider above it');
  return client;
}
