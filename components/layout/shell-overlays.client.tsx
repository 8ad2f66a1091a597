"use client";

import type { ReactNode } from "react";
import { CookieBanner } from "./cookie-banner.client";
import { FloatingWidgets } from "./floating-widgets.client";
import type { floatingIcons } from "./shell-icons";

/**
 * The cookie banner and the floating buttons, mounted together: the buttons sit
 * above the banner (it publishes its height), so mounting them apart would move
 * the buttons once the banner came (a layout shift).
 */
export function ShellOverlays({
  links,
  floatingIcons: icons,
  closeIcon,
}: {
  links: { chat: string; tel: string; mail: string };
  floatingIcons: typeof floatingIcons;
  closeIcon: ReactNode;
}) {
  return (
    <>
      <FloatingWidgets chatHref={links.chat} callHref={links.tel} mailHref={links.mail} icons={icons} />
      <CookieBanner closeIcon={closeIcon} />
    </>
  );
}
