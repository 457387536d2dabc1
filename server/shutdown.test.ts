/** What the process test cannot time: responses already on their way when the stop comes. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { gracefulStop } from "./shutdown";

const agents: http.Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  const shutdown = gracefulStop(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  const get = () =>
    new Promise<http.IncomingMessage>((resolve) => http.get({ port, host: "127.0.0.1", agent }, resolve));
  return { shutdown, get };
}

async function bodyOf(response: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

it("finishes a response whose headers went out before the stop, then closes its keep-alive connection", async () => {
  let finishResponse = () => {};
  let requests = 0;
  const { shutdown, get } = await serve((_req, res) => {
    requests++;
    res.writeHead(200, { "content-type": "text/plain" });
    res.write("first half, ");
    finishResponse = () => res.end("second half");
  });

  const response = await get();
  const socketClosed = new Promise((resolve) => response.socket.once("close", resolve));
  const stopped = shutdown.stop(5_000);
  finishResponse();

  expect(response.headers.connection).toBe("keep-alive");
  expect((await bodyOf(response)).toString()).toBe("first half, second half");
  // Closed by the server although the client would keep it: the server is not waiting for more.
  await socketClosed;
  expect(await stopped).toEqual({ forced: false });
  expect(requests).toBe(1);
});

it("lets a slow client read the whole of a response that was still being written when the stop came", async () => {
  // More than the system's socket buffers hold: the rest waits in the server until the client reads.
  const large = Buffer.alloc(32 * 1024 * 1024, "x");
  const { shutdown, get } = await serve((_req, res) => res.end(large));

  const response = await get();
  response.pause();
  const stopped = shutdown.stop(5_000);
  await new Promise((resolve) => setTimeout(resolve, 200));

  expect((await bodyOf(response)).length).toBe(large.length);
  expect(await stopped).toEqual({ forced: false });
});
