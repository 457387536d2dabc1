/** A test server with one signed-in admin and one signed-in customer, for the /api/admin tests. */
import { createAdmin, signInAdmin, signInCustomer } from "./auth-helpers";
import { browserLikeClient, type Client } from "./browser-like-client";
import { startTestServer, type TestServer } from "./test-server";

export interface AdminTestServer {
  server: TestServer;
  admin: Client;
  customer: Client;
  anonymous: Client;
}

export async function startAdminTestServer(): Promise<AdminTestServer> {
  const server = await startTestServer();
  await createAdmin(server, "admin@example.com");
  const { client: admin } = await signInAdmin(server, "admin@example.com");
  const customer = await signInCustomer(server, "customer@example.com");
  return { server, admin, customer, anonymous: browserLikeClient(server.url) };
}
