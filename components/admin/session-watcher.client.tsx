"use client";

import { getSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { dismissToasts } from "@/components/ui/toast";

const checkEveryMs = 60_000;

/**
 * The spec's guard "also when the session ends later": an open dashboard
 * checks the session every minute and whenever the window regains focus, and
 * goes to /login once it has ended. The server still checks every request;
 * this only stops an expired page from sitting there looking signed in.
 */
export function SessionWatcher() {
  const router = useRouter();

  // The sign-in's "Login Successful!" announced this page; once it is here, the toast would only cover it.
  useEffect(() => dismissToasts(), []);

  useEffect(() => {
    let active = true;
    async function check() {
      // getSession answers null when it cannot reach the server too: don't sign out an offline tab.
      if (!navigator.onLine) return;
      const session = await getSession();
      if (active && !session) router.replace("/login");
    }
    const timer = window.setInterval(check, checkEveryMs);
    window.addEventListener("focus", check);
    return () => {
      active = false;
      window.clearInterval(timer);
      window.removeEventListener("focus", check);
    };
  }, [router]);

  return null;
}
