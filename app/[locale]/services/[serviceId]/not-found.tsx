import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";

export const notFoundTitle = "Service Not Found";
const text = "The service you're looking for doesn't exist.";

export const metadata: Metadata = { title: notFoundTitle, description: text };

// The English services' not-found screen (lib/routing/not-found-screens.ts), prerendered at /services/not-found.
export default function ServiceNotFound() {
  return (
    <PageHero title={notFoundTitle} lead={text}>
      <ButtonLink href="/services">Back to Services</ButtonLink>
    </PageHero>
  );
}
