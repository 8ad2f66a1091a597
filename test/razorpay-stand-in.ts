import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

// A local HTTP stand-in for Razorpay's Orders API (POST /v1/orders) and its
// payment fetch (GET /v1/payments/:id), for tests only: the site's code runs
// unchanged against it, with just the base URL moved.

export type StandInMode = "ok" | "error" | "hang";

export interface RazorpayStandIn {
  port: number;
  baseUrl: string;
  mode: StandInMode;
  /** Bodies of the orders created, in order. */
  orders: { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string> }[];
  /** Authorization headers seen (Basic key_id:key_secret). */
  authorizations: string[];
  /** How GET /v1/payments/:id answers: the payer's details, or a 5xx. */
  paymentFetchMode: "ok" | "error";
  /** Payment ids fetched, in order. */
  paymentFetches: string[];
  /** What the payer entered in checkout, for every payment fetched (one may be set per id). */
  payer: { email: string; contact: string; method: string };
  payers: Map<string, { email: string; contact: string; method: string }>;
  close(): Promise<void>;
}

export async function startRazorpayStandIn(port = 0): Promise<RazorpayStandIn> {
  const hanging = new Set<ServerResponse>();
  const standIn: RazorpayStandIn = {
    port: 0,
    baseUrl: "",
    mode: "ok",
    orders: [],
    authorizations: [],
    paymentFetchMode: "ok",
    paymentFetches: [],
    payer: { email: "payer@example.in", contact: "+919876543210", method: "upi" },
    payers: new Map(),
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      standIn.authorizations.push(request.headers.authorization ?? "");
      const fetched = request.method === "GET" ? /^\/v1\/payments\/([A-Za-z0-9_]+)$/.exec(request.url ?? "") : null;
      if (fetched?.[1]) {
        answerPayment(fetched[1], response);
        return;
      }
      if (request.method !== "POST" || request.url !== "/v1/orders") {
        response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { description: "not found" } }));
        return;
      }
      if (standIn.mode === "hang") {
        hanging.add(response);
        return;
      }
      if (standIn.mode === "error") {
        response
          .writeHead(500, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { code: "SERVER_ERROR", description: "The server encountered an error" } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString() || "{}") as {
        amount: number;
        currency: string;
        receipt: string;
        notes: Record<string, string>;
      };
      const order = {
        id: `order_${randomBytes(7).toString("hex")}`,
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        notes: body.notes,
      };
      standIn.orders.push(order);
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          ...order,
          entity: "order",
          amount_paid: 0,
          amount_due: body.amount,
          status: "created",
          attempts: 0,
          created_at: Math.floor(Date.now() / 1000),
        }),
      );
    });
  });

  function answerPayment(paymentId: string, response: ServerResponse): void {
    standIn.paymentFetches.push(paymentId);
    if (standIn.paymentFetchMode === "error") {
      response
        .writeHead(502, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { code: "SERVER_ERROR", description: "The server encountered an error" } }));
      return;
    }
    const order = standIn.orders.at(-1);
    const payer = standIn.payers.get(paymentId) ?? standIn.payer;
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: paymentId,
        entity: "payment",
        amount: order?.amount ?? 100,
        currency: "INR",
        status: "captured",
        order_id: order?.id ?? null,
        method: payer.method,
        captured: true,
        email: payer.email,
        contact: payer.contact,
        vpa: payer.method === "upi" ? "payer@okbank" : null,
        created_at: Math.floor(Date.now() / 1000),
      }),
    );
  }

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const address = server.address();
  standIn.port = typeof address === "object" && address ? address.port : port;
  standIn.baseUrl = `http://127.0.0.1:${standIn.port}`;
  return standIn;
}
