import { VectorImage } from "@/components/ui/vector-image";
import { partners } from "@/lib/catalogue/partners";
import { shellTimings } from "@/lib/catalogue/navigation";
import { fill } from "@/lib/i18n/fill";

/** `logoAlt`: "{name} logo" in the page's language. */
function PartnerList({ duplicate = false, logoAlt }: { duplicate?: boolean; logoAlt: string }) {
  return (
    <ul
      aria-hidden={duplicate || undefined}
      className={`flex shrink-0 items-center gap-6 pr-6 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 ${
        duplicate ? "motion-reduce:hidden" : ""
      }`}
    >
      {partners.map((partner) => (
        <li key={partner.name} className="rounded-lg bg-white px-4 py-2 ring-1 ring-slate-200 dark:ring-slate-700">
          <VectorImage
            src={partner.logoUrl}
            alt={duplicate ? "" : fill(logoAlt, { name: partner.name })}
            width={150}
            height={36}
            className="h-9 w-auto"
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
      <h2
        id="partners-heading"
        className="mb-4 text-center text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300"
      >
        {title}
      </h2>
      {/* Fades the strip in and out at the edges; the track itself slides underneath. */}
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_5%,black_95%,transparent)] motion-reduce:[mask-image:none]">
        <div
          className="flex w-max motion-safe:animate-marquee motion-safe:hover:[animation-play-state:paused] motion-reduce:w-full"
          style={{ animationDuration: `${shellTimings.partnerMarqueeLoopS}s` }}
        >
          <PartnerList logoAlt={logoAlt} />
          <PartnerList duplicate logoAlt={logoAlt} />
        </div>
      </div>
    </section>
  );
}
