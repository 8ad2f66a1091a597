import "server-only";
import { revalidateTag } from "next/cache";
import { parseBody } from "next-sanity/webhook";
import { NextRequest } from "next/server";
import { readBodyCapped } from "@/lib/http/read-body";
import { tooLarge } from "@/lib/http/responses";
import { blogCacheTags } from "./cache-tags";
import { sanityConfig } from "./config";
import { Answer } from "@/lib/http/answer";

/** The projection below is a few dozen bytes; anything this big is not Sanity's webhook. */
const maxWebhookBytes = 64 * 1024;

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

/**
 * POST /api/revalidate: Sanity's webhook, signed with SANITY_REVALIDATE_SECRET.
 * Anything unsigned or signed with another secret gets 401 and changes nothing.
 */
export async function handleBlogWebhook(request: NextRequest): Promise<Answer> {
  const secret = sanityConfig()?.revalidateSecret;
  if (!secret) return Answer.json(401, { error: "unauthorized" });

  // parseBody reads the whole body before it checks the signature, so anyone
  // with a made-up signature header could make us buffer any size: cap it first.
  const body = await readBodyCapped(request, maxWebhookBytes);
  if (!body.ok) return body.reason === "too-large" ? tooLarge() : Answer.json(400, { error: "invalid body" });

  // The signature covers its timestamp but next-sanity never checks its age, so
  // a captured call could be replayed forever: only fresh ones count.
  if (!isFreshSignature(request.headers.get("sanity-webhook-signature"), Date.now())) {
    return Answer.json(401, { error: "unauthorized" });
  }

  let parsed: Awaited<ReturnType<typeof parseBody<BlogWebhookBody>>>;
  try {
    // parseBody waits a few seconds after a valid signature, so the queries
    // that follow see the published change (Content Lake is eventually consistent).
    parsed = await parseBody<BlogWebhookBody>(
      new NextRequest(request.url, { method: "POST", headers: request.headers, body: body.bytes }),
      secret,
    );
  } catch {
    // A validly signed body that is not JSON.
    return Answer.json(400, { error: "invalid body" });
  }
  if (parsed.isValidSignature !== true) return Answer.json(401, { error: "unauthorized" });

  const tags = tagsForWebhook(parsed.body);
  // Expire now rather than serve stale once: an editor who publishes expects to see the change.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Answer.json(200, { revalidated: tags });
}
