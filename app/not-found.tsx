import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { SiteShell } from "@/components/layout/site-shell";

export const metadata: Metadata = {
  title: "Page Not Found",
  description: "The page you were looking for does not exist or has moved.",
};

// Unmatched URLs render outside the (site) layout, so this page brings the shell itself.
export default function NotFound() {
  return (
    <SiteShell breadcrumb={false}>
      <PageHero
        title="Page Not Found"
        lead="The page you're looking for doesn't exist or has moved. Try one of these instead, or search the site from the navigation bar."
      >
        <ButtonLink href="/">Back to Home</ButtonLink>
        <ButtonLink href="/services" variant="secondary">
          Explore Services
        </ButtonLink>
        <ButtonLink href="/contact" variant="secondary">
          Contact Us
        </ButtonLink>
      </PageHero>
    </SiteShell>
  );
}
