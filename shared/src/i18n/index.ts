export * from './locales';
export * from './text';
export * from './format-text';
export * from './rules-catalogue';
