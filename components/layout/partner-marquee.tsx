import { VectorImage } from "@/components/ui/vector-image";
import { partners } from "@/lib/catalogue/partners";
import { shellTimings } from "@/lib/catalogue/shell-timings";
import { fill } from "@/lib/i18n/fill";

/** `logoAlt`: "{name} logo" in the page's language. */
function PartnerList({ duplicate = false, logoAlt }: { duplicate?: boolean; logoAlt: string }) {
  return (
    <ul aria-hidden={duplicate || undefined} className="marquee-list">
      {partners.map((partner) => (
        <li key={partner.name}>
          <VectorImage
            src={partner.logoUrl}
            alt={duplicate ? "" : fill(logoAlt, { name: partner.name })}
            width={150}
            height={36}
            className="partner-logo"
          />
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
