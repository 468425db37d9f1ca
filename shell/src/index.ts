// The shell's entry. Module Federation's asyncStartup lets this import the shared singletons
// directly: the runtime resolves them before this module runs.
import { boot } from './boot/boot';

void boot(document.getElementById('root')!);
