import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";

export const metadata: Metadata = {
  title: "Service Not Found",
  description: "The service you're looking for doesn't exist.",
};

export default function ServiceNotFound() {
  return (
    <PageHero title="Service Not Found" lead="The service you're looking for doesn't exist.">
      <ButtonLink href="/services">Back to Services</ButtonLink>
    </PageHero>
  );
}
