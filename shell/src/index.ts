// The shell's entry. Module Federation's asyncStartup lets the shell's modules import the shared
// singletons directly: the runtime resolves them before this module runs.
import { runInTasksOfTheirOwn } from './boot/next-task';

// The shell's start, one task per step (docs/boot.md). Evaluated together, these modules and
// the boot were one task of 200–370 ms on a phone (4x CPU), which held input for all of it
// (Total Blocking Time). `webpackMode: "eager"` keeps each module in this chunk, so a step
// downloads nothing: it only moves the module's evaluation into a task of its own. Each step
// evaluates what the steps before it have not (react-dom, then Redux Toolkit, then the store
// and API slice of @portal/shared, then the shell's own modules), and the last one boots.
void runInTasksOfTheirOwn([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@reduxjs/toolkit'),
  () => import(/* webpackMode: "eager" */ '@portal/shared'),
  () => import(/* webpackMode: "eager" */ './boot/boot'),
  async () => {
    const { boot } = await import(/* webpackMode: "eager" */ './boot/boot');
    await boot(document.getElementById('root')!);
  },
]);
