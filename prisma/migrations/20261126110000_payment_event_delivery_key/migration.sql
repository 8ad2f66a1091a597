-- AlterTable
-- A webhook delivery is identified by what its signature covers: its event type and the id of
-- the entity the type names (lib/payments/webhooks.ts, deliveryKey), not by the unsigned
-- x-razorpay-event-id header.
ALTER TABLE "payment_events" ADD COLUMN "delivery_key" TEXT;

-- Rows stored before: the first delivery of each key gets it (a signed body sent again under new
-- event ids left repeats, which keep a null key and stay as they are). A row whose body names
-- no entity keeps a null key too: its raw body, whose hash would identify it, was not kept.
UPDATE "payment_events" AS e SET "delivery_key" = k."key"
  FROM (
    SELECT "event_id", "key", row_number() OVER (PARTITION BY "key" ORDER BY "received_at", "event_id") AS "nth"
      FROM (
        SELECT "event_id", "received_at",
               "type" || ':' || ("payload" -> 'payload' -> split_part("type", '.', 1) -> 'entity' ->> 'id') AS "key"
          FROM "payment_events"
         WHERE "type" ~ '^[a-z][a-z_.]{0,63}$'
           AND ("payload" -> 'payload' -> split_part("type", '.', 1) -> 'entity' ->> 'id') ~ '^[A-Za-z0-9_]{1,64}$'
      ) AS keyed
  ) AS k
 WHERE e."event_id" = k."event_id" AND k."nth" = 1;

-- CreateIndex
CREATE UNIQUE INDEX "payment_events_delivery_key_key" ON "payment_events"("delivery_key");
