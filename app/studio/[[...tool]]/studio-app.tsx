"use client";

import { NextStudio } from "next-sanity/studio/client-component";
import { useMemo } from "react";
import { studioConfig } from "@/sanity/studio/config";

/**
 * next-sanity's Studio without the bridge script its `next-sanity/studio`
 * export adds (https://core.sanity-cdn.com/bridge.js, for Sanity's hosted
 * dashboard): the site runs no script from another origin it does not need.
 */
export default function StudioApp({ projectId, dataset }: { projectId: string; dataset: string }) {
  const config = useMemo(() => studioConfig({ projectId, dataset }), [projectId, dataset]);
  return <NextStudio config={config} />;
}
