import { IconTile } from "@/components/brand/feature-card";
import type { IconName } from "@/lib/catalogue/icons";

/** A mission or vision statement: its own small section with an h2. */
export function StatementCard({ id, title, text, icon }: { id: string; title: string; text: string; icon: IconName }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-8">
      <IconTile name={icon} />
      <h2 id={`${id}-heading`} className="mt-4 text-2xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-3 text-lg text-muted">{text}</p>
    </section>
  );
}
