export declare const DEMO_CLIENT: { id: string; firstName: string; lastName: string; email: string; mobilePhone: string };
export declare function signedInSessionScript(client?: typeof DEMO_CLIENT, token?: string): string;
