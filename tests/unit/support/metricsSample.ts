import { metrics } from '@/server/metrics/registry';

/**
 * The value of a sample in the registry's text (Prometheus' exposition format): the sum over the lines of `name` whose
 * labels include all of `labels` (a partial set sums its series, as PromQL's sum() would); 0 when there is none. Tests
 * compare before and after, since files of a worker share the process's registry.
 */
export async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  return sampleIn(await metrics().registry.metrics(), name, labels);
}

export function sampleIn(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name + '{') && !line.startsWith(name + ' ')) continue;
    const brace = line.indexOf('}');
    const labelText = brace === -1 ? '' : line.slice(name.length + 1, brace);
    const parts = labelText ? labelText.split(/,(?=[a-z_]+=")/) : [];
    if (wanted.every((w) => parts.includes(w))) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}
