/** A V8 .cpuprofile reduced to its functions with the most self time (share of all samples). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

/** V8's pseudo-frames for waiting and bookkeeping; shares are of the samples where the process worked. */
const NOT_WORK = new Set(['(idle)', '(program)', '(root)']);

export function topSelfTime(profile: CpuProfile, count: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  for (const sample of profile.samples) {
    const frame = byId.get(sample)?.callFrame;
    if (!frame || NOT_WORK.has(frame.functionName)) continue;
    const where = frame.url
      ? `${frame.url.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^.*\/api\//, 'api/')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    totals.set(key, (totals.get(key) ?? 0) + 1);
  }
  const all = [...totals.values()].reduce((sum, samples) => sum + samples, 0) || 1;
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, samples]) => `${((samples / all) * 100).toFixed(1)} % ${key}`);
}
