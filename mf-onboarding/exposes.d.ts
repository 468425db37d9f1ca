/** exposes.js: federation expose ('./Name') → the screen's module. */
declare const exposes: Record<string, string>;
export = exposes;
