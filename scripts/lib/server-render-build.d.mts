// Types for the API's tests, which build the server renderer into their build stand-in.
export declare const SERVER_RENDER_BUNDLE: string;
export declare function buildServerRendererIfStale(
  sourceRoot: string,
  options?: { outRoot?: string; log?: (message: string) => void; force?: boolean },
): Promise<boolean>;
