// @portal/shared/testing: helpers for the front ends' component tests (never bundled).
export * from './api-stub';
export * from './render-screen';
export * from './shell-contract';
export * from './shell-store-contract';
export * from './render-with-texts';
