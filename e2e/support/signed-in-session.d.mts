export interface SessionClient {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  tenant: { id: string };
  [field: string]: unknown;
}

export interface SignedInSession {
  token: string;
  client: SessionClient;
  loginUser: Record<string, unknown> | null;
  tenantId: string;
  /** +1 and ten digits. */
  phone: string;
}

export interface ApiResponse {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- whatever the route answers
}

export declare function randomTestPhone(): string;
export declare function apiCall(options: {
  port: number;
  tenant: string;
  method?: string;
  path: string;
  body?: unknown;
  token?: string;
}): Promise<ApiResponse>;
export declare function tenantIdOf(options: { port: number; tenant: string }): Promise<string>;
export declare function latestCode(options: {
  port: number;
  tenant: string;
  phone: string;
  after?: number;
}): Promise<string>;
export declare function encrypter(options: {
  port: number;
  tenant: string;
}): Promise<(text: string) => Promise<string>>;
export declare function createSignedInSession(options: {
  port: number;
  tenant?: string;
  identity?: boolean;
  firstName?: string;
  lastName?: string;
}): Promise<SignedInSession>;
export declare function signedInSessionScript(session: Pick<SignedInSession, 'token' | 'client' | 'loginUser'>): string;
