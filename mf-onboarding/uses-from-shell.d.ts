/** uses-from-shell.js: what this remote uses of the shell's store. */
declare const usesFromShell: { slices: string[]; endpoints: string[] };
export = usesFromShell;
