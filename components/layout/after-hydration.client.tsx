"use client";

import { startTransition, useEffect, useState, type ComponentType } from "react";

/**
 * A component whose code loads once the page has hydrated and which renders
 * nothing before (no server HTML): what next/dynamic with `ssr: false` does,
 * without the loader machinery next/dynamic adds to every page's first-load
 * JavaScript (about 1 KB gzipped; the shell's two deferred parts were its only users).
 */
export function afterHydration<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  return function AfterHydration(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      void load().then((component) => {
        loaded = component;
        // A transition: React renders it in slices of a few milliseconds between the browser's
        // other work, instead of one task as long as the whole part takes to draw.
        if (mounted) startTransition(() => setComponent(() => component));
      });
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}
