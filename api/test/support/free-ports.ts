import net from 'node:net';

/**
 * `count` ports nothing listens on now, chosen by the kernel: a test that starts servers of its
 * own (the replica test's balancer and replicas) cannot collide with another run of the suite
 * on the same machine. All are held open until every one is chosen, so they differ.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
