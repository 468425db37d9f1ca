export declare const REMOTE_PACKAGES: {
  readonly onboarding: 'mf-onboarding';
  readonly banking: 'mf-banking';
  readonly transfers: 'mf-transfers';
  readonly messages: 'mf-messages';
};
export declare function moduleFederationName(packageName: string): string;
export declare const SCREEN_SHARED_FILE: 'screen-shared.json';
export declare const STARTUP_CHUNK_NAMES: { readonly vendor: 'startup-vendor'; readonly portal: 'startup-portal' };
