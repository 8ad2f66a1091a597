import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { placeholderImage, sanityImageLoader } from "@/lib/cms/image";
import { BlogImageView } from "./blog-image";

const cdn = "https://cdn.sanity.io/images/abc123/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x1000.jpg";

describe("sanityImageLoader", () => {
  it("asks Sanity's CDN for the width next/image wants, keeping the fit", () => {
    expect(sanityImageLoader({ src: `${cdn}?w=1200&fit=max&auto=format`, width: 640, quality: 75 })).toBe(
      `${cdn}?w=640&fit=max&auto=format&q=75`,
    );
  });

  it("scales a square crop's height with its width", () => {
    expect(sanityImageLoader({ src: `${cdn}?w=96&h=96&fit=crop&auto=format`, width: 48 })).toBe(`${cdn}?w=48&h=48&fit=crop&auto=format`);
  });
});

describe("BlogImageView", () => {
  const srcset = (image: Parameters<typeof BlogImageView>[0]["image"]) => {
    const { container } = render(<BlogImageView image={image} sizes="100vw" />);
    const img = container.querySelector("img");
    return [img?.getAttribute("src") ?? "", ...(img?.getAttribute("srcset") ?? "").split(", ")].join("\n");
  };

  it("has Sanity size a post's image: every candidate is a CDN URL, none the host's optimiser", () => {
    const urls = srcset({ url: `${cdn}?w=1200&fit=max&auto=format`, alt: "A cafe", width: 1200, height: 600 });
    expect(urls).not.toContain("/_next/image");
    expect(urls).toContain(`${cdn}?w=640&fit=max&auto=format`);
    for (const line of urls.split("\n")) expect(line.startsWith(`${cdn}?w=`)).toBe(true);
  });

  it("sends the local placeholder as it is", () => {
    expect(srcset(placeholderImage).split("\n")[0]).toBe("/blog/placeholder.svg");
  });
});
