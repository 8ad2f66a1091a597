import { fillMetadataSegment } from "next/dist/lib/metadata/get-metadata-route";
import { describe, expect, it } from "vitest";
import { englishServiceCard, englishSiteCard } from "./cards";

/** The address Next gives a card file in app/(site), as it writes it into a page that takes the card from the file. */
const fileCard = (segment: string, params: Record<string, string>) => fillMetadataSegment(segment, params, "opengraph-image", false);

const urlOf = (images: typeof englishSiteCard) => (Array.isArray(images) ? images[0] : images) as { url: string };

describe("the English pages' cards", () => {
  it("are named at the addresses Next gives the card files in app/(site)", () => {
    expect(urlOf(englishSiteCard).url.split("?")[0]).toBe(fileCard("/(site)", {}));
    expect(urlOf(englishServiceCard("web")).url.split("?")[0]).toBe(fileCard("/(site)/services/[serviceId]", { serviceId: "web" }));
  });
});
