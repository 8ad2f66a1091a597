import { partners, type Partner } from "@/lib/catalogue/partners";
import { shellTimings } from "@/lib/catalogue/shell-timings";
import { fill } from "@/lib/i18n/fill";

/**
 * A partner's logo drawn in the page. As <img> files each logo was an SVG
 * document of its own, built on the main thread when the strip came near the
 * screen: on a short page that was during a first visit's load, 30-110 ms per
 * logo on a phone's processor. `label`: its name for assistive technology, or
 * none for the strip's second copy.
 */
function PartnerLogo({ partner, label }: { partner: Partner; label?: string }) {
  const [first, ...rest] = partner.name.split(" ");
  return (
    <svg
      viewBox="0 0 200 48"
      width={150}
      height={36}
      className="partner-logo"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {/* The mark is constant catalogue data (lib/catalogue/partners.ts), never a visitor's. */}
      <g color={partner.colour} dangerouslySetInnerHTML={{ __html: partner.mark }} />
      <text x="44" y="30" fontSize="17" fontWeight="700" fill="#1e293b">
        {first}
        <tspan fill={partner.colour} fontWeight="500">
          {` ${rest.join(" ")}`}
        </tspan>
      </text>
    </svg>
  );
}

/** `logoAlt`: "{name} logo" in the page's language. */
function PartnerList({ duplicate = false, logoAlt }: { duplicate?: boolean; logoAlt: string }) {
  return (
    <ul aria-hidden={duplicate || undefined} className="marquee-list">
      {partners.map((partner) => (
        <li key={partner.name}>
          <PartnerLogo partner={partner} label={duplicate ? undefined : fill(logoAlt, { name: partner.name })} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Two copies of the list slide left by one copy's width per loop, so the strip never shows a gap.
 * Hover pauses it; under reduced motion it stands still and wraps.
 */
export function PartnerMarquee({ title, logoAlt }: { title: string; logoAlt: string }) {
  return (
    <section aria-labelledby="partners-heading">
      <h2 id="partners-heading" className="footer-heading mb-4 text-center text-muted">
        {title}
      </h2>
      {/* Fades the strip in and out at the edges; the track itself slides underneath. */}
      <div className="marquee">
        <div className="marquee-track" style={{ animationDuration: `${shellTimings.partnerMarqueeLoopS}s` }}>
          <PartnerList logoAlt={logoAlt} />
          <PartnerList duplicate logoAlt={logoAlt} />
        </div>
      </div>
    </section>
  );
}
