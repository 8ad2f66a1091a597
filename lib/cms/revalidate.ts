import "server-only";
import { revalidateTag } from "next/cache";
import { parseBody } from "next-sanity/webhook";
import { NextRequest } from "next/server";
import type { Answer } from "@/lib/http/answer";
import { ApiError } from "@/lib/http/errors";
import { ok, unauthorized } from "@/lib/http/responses";
import { blogCacheTags } from "./cache-tags";
import { sanityConfig } from "./config";

/** The projection below is a few dozen bytes; anything this big is not Sanity's webhook. */
export const maxWebhookBytes = 64 * 1024;

/** The webhook's projection (see .env.example): {_type, "slug": slug.current}. */
export interface BlogWebhookBody {
  _type?: unknown;
  slug?: unknown;
}

/** The cache tags a changed document expires: the list always, the post when the body names its slug. */
export function tagsForWebhook(body: BlogWebhookBody | null): string[] {
  const slug =
    typeof body?.slug === "string"
      ? body.slug
      : typeof body?.slug === "object" && body.slug !== null && "current" in body.slug && typeof body.slug.current === "string"
        ? body.slug.current
        : null;
  return slug?.trim() ? [blogCacheTags.posts, blogCacheTags.post(slug.trim())] : [blogCacheTags.posts];
}

/**
 * How far a webhook's signed time may be from ours. Sanity sends a call right
 * after a publish; a delivery retried later than this is covered by the
 * hourly expiry of cached answers. A replay within it only expires the cache again.
 */
export const webhookToleranceMs = 5 * 60 * 1000;

/** True when the signature header's t= (milliseconds) is within webhookToleranceMs of now. */
export function isFreshSignature(header: string | null, now: number): boolean {
  const timestamp = Number(/^\s*t=(\d{1,16})[, ]/.exec(header ?? "")?.[1]);
  return Number.isSafeInteger(timestamp) && Math.abs(now - timestamp) <= webhookToleranceMs;
}

/** A webhook call as endpoint() hands it over: the body is read, within its cap, only when asked for. */
export interface WebhookCall {
  url: URL;
  headers: Headers;
  bytes: () => Promise<Uint8Array<ArrayBuffer>>;
}

/**
 * POST /api/revalidate: Sanity's webhook, signed with SANITY_REVALIDATE_SECRET.
 * Anything unsigned or signed with another secret gets 401 and changes nothing.
 */
export async function handleBlogWebhook({ url, headers, bytes }: WebhookCall): Promise<Answer> {
  const secret = sanityConfig()?.revalidateSecret;
  if (!secret) return unauthorized();

  // parseBody reads the whole body before it checks the signature, so anyone
  // with a made-up signature header could make us buffer any size: the
  // route caps it (maxWebhookBytes), read before anything else is checked.
  const body = await bytes();

  // The signature covers its timestamp but next-sanity never checks its age, so
  // a captured call could be replayed forever: only fresh ones count.
  if (!isFreshSignature(headers.get("sanity-webhook-signature"), Date.now())) return unauthorized();

  let parsed: Awaited<ReturnType<typeof parseBody<BlogWebhookBody>>>;
  try {
    // parseBody waits a few seconds after a valid signature, so the queries
    // that follow see the published change (Content Lake is eventually consistent).
    parsed = await parseBody<BlogWebhookBody>(new NextRequest(url, { method: "POST", headers, body }), secret);
  } catch {
    // A validly signed body that is not JSON.
    throw new ApiError("invalid_body");
  }
  if (parsed.isValidSignature !== true) return unauthorized();

  const tags = tagsForWebhook(parsed.body);
  // Expire now rather than serve stale once: an editor who publishes expects to see the change.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return ok({ revalidated: tags });
}
