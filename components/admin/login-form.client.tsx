"use client";

import { Icon } from "@/components/ui/icon";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button-link";

const inputClasses =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-ink focus-visible:outline-offset-1 dark:border-slate-600 dark:bg-slate-800";

export function LoginForm() {
  const router = useRouter();
  const [working, setWorking] = useState(false);
  // The button stays focusable while busy (aria-disabled), so this guard stops a second attempt.
  const signingIn = useRef(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  /** After a failure the visitor retypes the password: focus it, selected. */
  function retry() {
    signingIn.current = false;
    setWorking(false);
    passwordRef.current?.focus();
    passwordRef.current?.select();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signingIn.current) return;
    signingIn.current = true;
    const data = new FormData(event.currentTarget);
    setWorking(true);
    try {
      const result = await signIn("credentials", {
        email: String(data.get("email") ?? ""),
        password: String(data.get("password") ?? ""),
        redirect: false,
      });
      if (result?.ok && !result.error) {
        toast.success("Login Successful!", { description: "Redirecting to dashboard..." });
        router.replace("/admin");
        return;
      }
      toast.error("Login Failed", { description: result?.error ?? "Could not sign in. Please try again." });
    } catch {
      toast.error("Login Failed", { description: "Could not reach the server. Please try again." });
    }
    retry();
  }

  return (
    <form onSubmit={submit} aria-busy={working} className="mt-6 space-y-4">
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
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
      <button type="submit" aria-disabled={working} className={buttonClasses("primary", "w-full")}>
        {working ? <Icon name="loader" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
        {working ? "Signing In..." : "Sign In"}
      </button>
    </form>
  );
}
