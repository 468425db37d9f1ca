// What this remote's code uses of the shell's store: the slices it reads or dispatches to, and
// the endpoints of the one API slice it calls without injecting them (through hooks such as
// useTenant too). Its contract test holds these to the shell's published store contract
// (docs/releases.md); add a name here when the code starts using it.
module.exports = {
  slices: ['api', 'locale', 'session'],
  endpoints: ['getClientAccounts', 'getTenant'],
};
