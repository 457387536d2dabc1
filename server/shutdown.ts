/**
 * Graceful stop of the HTTP server with keep-alive clients. Closing the listener alone lets a busy
 * keep-alive connection go on taking request after request until a forced close cuts one in the middle.
 * So from the stop on, every response says `Connection: close` (Node then ends the connection after it),
 * idle connections are closed at once, and one whose response had already started is closed as soon as
 * it has nothing left to answer.
 */
import type { Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

export interface GracefulStop {
  /**
   * Stops taking requests and resolves once every connection is closed: when the started requests are
   * answered, or after graceMs by closing whatever is still open (`forced`).
   */
  stop(graceMs: number): Promise<{ forced: boolean }>;
}

/** Call before the server takes its first connection: it follows every one from then on. */
export function gracefulStop(server: Server): GracefulStop {
  const connections = new Set<Socket>();
  // Responses not yet handed whole to the system, by connection (several when a client pipelines).
  const unanswered = new Map<Socket, Set<ServerResponse>>();
  let stopping = false;

  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };
  // Between requests: nothing of a response is left in Node's buffers, and no request has started. A
  // connection already ending (after a `Connection: close` response) is left to Node.
  const closeIfIdle = (socket: Socket) => {
    if (!unanswered.has(socket) && !socket.writableEnded) socket.destroy();
  };

  server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  // Ahead of the app, so that the header is set before anything can answer.
  server.prependListener("request", (req, res) => {
    const socket = req.socket;
    let responses = unanswered.get(socket);
    if (!responses) unanswered.set(socket, (responses = new Set()));
    responses.add(res);
    if (stopping) closeAfter(res);
    // "close" follows "finish", which Node emits once the whole response is handed to the system.
    res.once("close", () => {
      responses.delete(res);
      if (responses.size > 0) return;
      unanswered.delete(socket);
      // The client may send its next request any moment: close before one is read, not after it started.
      if (stopping) closeIfIdle(socket);
    });
  });

  return {
    async stop(graceMs) {
      stopping = true;
      for (const responses of unanswered.values()) responses.forEach(closeAfter);
      connections.forEach(closeIfIdle);
      let forced = false;
      const timer = setTimeout(() => {
        forced = true;
        server.closeAllConnections();
      }, graceMs);
      // Stop accepting, and wait for the connections to close. Not http's own close(): it also closes what
      // Node deems idle, which includes a connection whose response has ended but is still being written
      // to a slow client, and so cuts off its tail.
      await new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      clearTimeout(timer);
      return { forced };
    },
  };
}
