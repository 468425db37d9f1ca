// Types for the API's tests, which check the compiled API against the build's own list.
export declare const API_BUNDLE: string;
export declare const API_NODE_FLAGS: string[];
export declare const KEPT_IN_NODE_MODULES: readonly string[];
export declare function buildApiIfStale(
  repoRoot: string,
  options?: { log?: (message: string) => void; force?: boolean },
): Promise<boolean>;
