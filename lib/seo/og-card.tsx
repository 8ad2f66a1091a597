import { ImageResponse } from "next/og";
import { company } from "@/lib/catalogue/company";
import { ogImageSize } from "./cards";

// Social cards drawn with next/og: text only, in next/og's bundled font (Geist,
// which has ₹), so rendering needs no network and no font files of our own.

export { ogImageContentType, ogImageSize } from "./cards";

/** The brand's indigo (Tailwind's indigo-700 to indigo-500). */
const indigo = { dark: "#4338ca", light: "#6366f1", pale: "#e0e7ff" };

export interface OgCardText {
  /** A small line above the title: the section ("Services", "Blog"). */
  eyebrow: string;
  title: string;
  subtitle?: string;
  /** A highlighted line under the subtitle, e.g. "from ₹4,599". */
  highlight?: string;
}

export function renderOgCard({ eyebrow, title, subtitle, highlight }: OgCardText): ImageResponse {
  // Long blog titles shrink rather than overflow the card.
  const titleSize = title.length > 60 ? 56 : title.length > 32 ? 68 : 80;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        color: "white",
        backgroundColor: indigo.dark,
        backgroundImage: `linear-gradient(135deg, ${indigo.dark} 0%, ${indigo.light} 100%)`,
      }}
    >
      <div style={{ display: "flex", fontSize: 30, letterSpacing: 4, textTransform: "uppercase", color: indigo.pale }}>{eyebrow}</div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: titleSize, lineHeight: 1.1, letterSpacing: -1 }}>{title}</div>
        {subtitle ? (
          <div style={{ display: "flex", marginTop: 24, fontSize: 36, lineHeight: 1.3, color: indigo.pale }}>{subtitle}</div>
        ) : null}
        {highlight ? (
          <div style={{ display: "flex", marginTop: 36 }}>
            <div
              style={{
                display: "flex",
                padding: "12px 28px",
                borderRadius: 999,
                backgroundColor: "white",
                color: indigo.dark,
                fontSize: 40,
              }}
            >
              {highlight}
            </div>
          </div>
        ) : null}
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 28, color: indigo.pale }}>
        <div style={{ display: "flex" }}>{company.name}</div>
        <div style={{ display: "flex" }}>Digital Media Agency · Hyderabad</div>
      </div>
    </div>,
    ogImageSize,
  );
}
