import "server-only";
import { z } from "zod";

// The bodies of the admin's security routes: small JSON (endpoint() takes only
// application/json, so a cross-site form cannot send them with the cookie).

/** The most a security body carries, a passkey's answer aside. */
export const maxSecurityBodyBytes = 2048;

/** A passkey's answer to its challenge (16 KiB at most, lib/auth/second-factor.ts) and its name. */
export const maxPasskeyBodyBytes = 16_384;

export const codeSchema = z.object({ code: z.string({ error: "Type the 6-digit code." }).trim().min(6, "Type the 6-digit code.").max(16) });

export const passkeyRegistrationSchema = z.object({
  challengeId: z.uuid({ error: "Start again." }),
  response: z.object({ id: z.string().max(1024) }).loose(),
  name: z.string().trim().min(1, "Give the passkey a name.").max(60, "At most 60 characters."),
});

export const endSessionsSchema = z.union([
  z.object({ sessionId: z.uuid({ error: "Not a session." }) }),
  z.object({ all: z.literal(true) }),
]);
