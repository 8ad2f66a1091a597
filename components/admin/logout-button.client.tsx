"use client";

import { Icon } from "@/components/ui/icon";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button-link";

export function LogoutButton() {
  const [working, setWorking] = useState(false);

  async function logOut() {
    setWorking(true);
    try {
      // next-auth clears the session cookie. We navigate ourselves, with a full page load,
      // so no signed-in page stays in the router's memory, and so a missing NEXTAUTH_URL
      // (next-auth then builds the callback on localhost:3000) cannot send us elsewhere.
      await signOut({ callbackUrl: "/login", redirect: false });
      window.location.replace("/login");
    } catch {
      toast.error("Logout Failed", { description: "Could not reach the server. Please try again." });
      setWorking(false);
    }
  }

  return (
    <button type="button" onClick={logOut} disabled={working} aria-busy={working} className={buttonClasses("primary", "px-4")}>
      {working ? (
        <Icon name="loader" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
      ) : (
        <Icon name="log-out" className="h-4 w-4" />
      )}
      {working ? "Logging out..." : "Logout"}
    </button>
  );
}
