// The load generator of `pnpm bench:api`, in its own process: autocannon on one url for the given
// seconds and connections, each request carrying the next of the given bearer tokens (so the
// requests are of different people, as on a real site). Prints autocannon's result as JSON.
import autocannon from 'autocannon';

const { url, connections, seconds, tokens } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  connections: number;
  seconds: number;
  tokens: string[];
};

let next = 0;
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  requests: [
    {
      setupRequest: (request) => {
        const token = tokens.length > 0 ? tokens[next++ % tokens.length] : undefined;
        return token
          ? { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } }
          : request;
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
