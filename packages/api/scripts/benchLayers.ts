// The layers table of `pnpm bench:api`: the app built without one middleware layer in turn
// (scripts/bench-server.ts), each loaded BENCH_LAYER_ROUNDS (default 3) times BENCH_LAYER_SECONDS
// (default 3); a layer's cost is the median CPU µs per request with every layer minus without it.
import { APP_LAYERS, type AppLayer } from '../src/http/createApp.ts';
import { autocannon, median, startServer, stopped, waitFor } from './benchProcesses.ts';

const layerRounds = Number(process.env.BENCH_LAYER_ROUNDS ?? 3);
const layerSeconds = Number(process.env.BENCH_LAYER_SECONDS ?? 3);

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * One bench server with every layer and one without each, all on the same database and tokens; the
 * servers take turns round after round (a neighbour's burst then spreads over all).
 */
export async function layerCosts(env: Record<string, string>, tokens: string[]) {
  const variants: (AppLayer | null)[] = [null, ...APP_LAYERS];
  const servers = await Promise.all(
    variants.map((layer) => startServer(env, 'dist/bench-server.js', layer ? [layer] : [])),
  );
  try {
    await Promise.all(servers.map((server) => waitFor(`http://127.0.0.1:${server.port}/api/ready`)));
    const cpu = variants.map(() => ({ config: [] as number[], organization: [] as number[] }));
    for (let round = 0; round < layerRounds; round += 1) {
      servers.forEach((server, index) => {
        const base = `http://127.0.0.1:${server.port}`;
        const figures = cpu[index];
        const pid = server.child.pid;
        const config = autocannon('config', pid, `${base}/api/config`, [], layerSeconds);
        const organization = autocannon('org', pid, `${base}/api/user/organization`, tokens, layerSeconds);
        const failed = organization.non2xx + organization.errors + config.non2xx + config.errors;
        if (failed > 0) throw new Error(`bench: ${failed} requests failed without ${variants[index]}`);
        figures?.config.push(config.cpuPerRequest ?? NaN);
        figures?.organization.push(organization.cpuPerRequest ?? NaN);
      });
    }
    const [all, ...withouts] = cpu.map((figures) => ({
      config: median(figures.config),
      organization: median(figures.organization),
    }));
    if (!all) throw new Error('bench: no layer round ran');
    console.log(
      `layers: CPU µs per request with every layer and without each (median of ${layerRounds} rounds of ${layerSeconds} s); a layer's cost = with every layer − without it`,
    );
    console.table([
      {
        layer: '(every layer)',
        'config µs': round1(all.config),
        'config: layer costs µs': '—',
        'organization µs': round1(all.organization),
        'organization: layer costs µs': '—',
      },
      ...withouts.map((without, index) => ({
        layer: `without ${APP_LAYERS[index]}`,
        'config µs': round1(without.config),
        'config: layer costs µs': round1(all.config - without.config),
        'organization µs': round1(without.organization),
        'organization: layer costs µs': round1(all.organization - without.organization),
      })),
    ]);
  } finally {
    await Promise.all(servers.map((server) => stopped(server.child)));
  }
}
