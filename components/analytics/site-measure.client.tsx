"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { countView, watchErrors, watchVitals } from "./measure";

/**
 * The site's own measuring, mounted with the shell's deferred parts: a view per
 * page (a client navigation, should a page have one, counts too); the Web Vitals
 * and errors of the page load.
 */
export function SiteMeasure() {
  const pathname = usePathname();
  useEffect(() => {
    watchErrors();
    void watchVitals();
  }, []);
  useEffect(() => {
    countView(pathname);
  }, [pathname]);
  return null;
}
