export * from './locales';
export * from './text';
