"use client";

import { Icon } from "@/components/ui/icon";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button-link";
import { secondFactorNeeded } from "@/lib/auth/sign-in-messages";

const inputClasses =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-ink focus-visible:outline-offset-1 dark:border-slate-600 dark:bg-slate-800";

/** What the second step sends with the password: a typed code, or a passkey's answer. */
type SecondFactor = { code: string } | { passkey: string };

/**
 * The spec's sign-in (e-mail, password, Sign In), then, for an admin with a
 * second factor, a second step on the same form: a code from the app or a
 * recovery code, or the passkey. Each step sends the password again, so the
 * server never keeps a half-signed-in state.
 */
export function LoginForm() {
  const router = useRouter();
  const [working, setWorking] = useState(false);
  const [needsFactor, setNeedsFactor] = useState(false);
  // The button stays focusable while busy (aria-disabled), so this guard stops a second attempt.
  const signingIn = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // The code field appears with the render that asks for it: focused once React has put it in the
  // page (a frame requested beforehand could run before that render, under load, and focus nothing).
  useEffect(() => {
    if (needsFactor) codeRef.current?.focus();
  }, [needsFactor]);

  /** After a failure the admin retypes what was wrong: focus it, selected. */
  function retry(field: HTMLInputElement | null) {
    signingIn.current = false;
    setWorking(false);
    field?.focus();
    field?.select();
  }

  async function attempt(factor: SecondFactor | null) {
    if (signingIn.current || !formRef.current) return;
    signingIn.current = true;
    const data = new FormData(formRef.current);
    setWorking(true);
    try {
      const result = await signIn("credentials", {
        email: String(data.get("email") ?? ""),
        password: String(data.get("password") ?? ""),
        ...factor,
        redirect: false,
      });
      if (result?.ok && !result.error) {
        toast.success("Login Successful!", { description: "Redirecting to dashboard..." });
        router.replace("/admin");
        return;
      }
      if (result?.error === secondFactorNeeded && !factor) {
        setNeedsFactor(true);
        signingIn.current = false;
        setWorking(false);
        return;
      }
      toast.error("Login Failed", { description: result?.error ?? "Could not sign in. Please try again." });
    } catch {
      toast.error("Login Failed", { description: "Could not reach the server. Please try again." });
    }
    retry(factor ? codeRef.current : passwordRef.current);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void attempt(needsFactor ? { code: String(new FormData(event.currentTarget).get("code") ?? "") } : null);
  }

  async function usePasskey() {
    try {
      // Loaded only when asked for: the sign-in page's first load stays as small as before.
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const challenge = await fetch("/api/passkey-challenge", { method: "POST", cache: "no-store" });
      if (!challenge.ok) throw new Error("no challenge");
      const { challengeId, options } = (await challenge.json()) as { challengeId: string; options: never };
      const response = await startAuthentication({ optionsJSON: options });
      await attempt({ passkey: JSON.stringify({ challengeId, response }) });
    } catch {
      toast.error("Login Failed", { description: "The passkey was not used. Try again, or type a code." });
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} aria-busy={working} className="mt-6 space-y-4">
      <div>
        <label htmlFor="login-email" className="block text-sm font-semibold text-ink">
          Email
        </label>
        <input id="login-email" name="email" type="email" required autoComplete="username" className={inputClasses} />
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-semibold text-ink">
          Password
        </label>
        <input
          ref={passwordRef}
          id="login-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className={inputClasses}
        />
      </div>
      {needsFactor ? (
        <div>
          <label htmlFor="login-code" className="block text-sm font-semibold text-ink">
            Authentication code
          </label>
          <input
            ref={codeRef}
            id="login-code"
            name="code"
            type="text"
            required
            autoComplete="one-time-code"
            spellCheck={false}
            aria-describedby="login-code-hint"
            className={inputClasses}
          />
          <p id="login-code-hint" className="mt-1 text-sm text-muted">
            The 6 digits your authenticator app shows, or one of your recovery codes.
          </p>
        </div>
      ) : null}
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
      <button type="submit" aria-disabled={working} className={buttonClasses("primary", "w-full")}>
        {working ? <Icon name="loader" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
        {working ? "Signing In..." : "Sign In"}
      </button>
      {needsFactor ? (
        <button type="button" onClick={usePasskey} aria-disabled={working} className={buttonClasses("secondary", "w-full")}>
          <Icon name="shield-check" className="h-4 w-4" />
          Use a passkey
        </button>
      ) : null}
    </form>
  );
}
