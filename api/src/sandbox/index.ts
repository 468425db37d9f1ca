export { SandboxInProductionError, sandboxPlugin, type SandboxPluginOptions } from './sandbox-plugin';
