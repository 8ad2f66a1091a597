// A Razorpay webhook's body as parsed JSON, before anything in it is trusted:
// every field may be missing or of another type. Its own module because both
// the webhook's dispatch (webhooks.ts) and the refund handler (refunds.ts) read it.

export interface Entity {
  id?: unknown;
  order_id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
}

export interface Event {
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity }; refund?: { entity?: Entity } } & Record<
    string,
    { entity?: Entity } | undefined
  >;
}
