import { describe, expect, it } from "vitest";
import { descriptionOf, excerptOf, formatPublishedDate, maxDigestTextLength, toPost, toPostDigests, toPostSummaries } from "./blog-view";
import { placeholderImage } from "./image";

const host = { projectId: "abc123", dataset: "production", imageBaseUrl: "https://cdn.sanity.io" };
const assetId = "image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x1000-jpg";

const listItem = {
  _id: "post-1",
  title: "  Reels that convert ",
  slug: { current: "reels-that-convert" },
  mainImage: {
    alt: "A phone filming a cafe",
    asset: { _id: assetId, url: "https://cdn.sanity.io/images/abc123/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x1000.jpg" },
  },
  publishedAt: "2024-06-13T09:30:00+05:30",
  authorName: "Priya Raman",
};

describe("formatPublishedDate", () => {
  it("writes the US long form in Hyderabad's time zone", () => {
    expect(formatPublishedDate("2024-06-13T09:30:00+05:30")).toBe("June 13, 2024");
    expect(formatPublishedDate("2025-03-05T18:45:00Z")).toBe("March 6, 2025");
  });

  it("is null for a missing or unreadable date", () => {
    expect(formatPublishedDate(undefined)).toBeNull();
    expect(formatPublishedDate("soon")).toBeNull();
  });
});

describe("toPostSummaries", () => {
  it("maps each card and keeps the query's order", () => {
    const cards = toPostSummaries(host, [
      listItem,
      { ...listItem, _id: "post-2", slug: { current: "second" }, mainImage: null, authorName: null, publishedAt: null },
    ]);
    expect(cards).toEqual([
      {
        id: "post-1",
        slug: "reels-that-convert",
        title: "Reels that convert",
        authorName: "Priya Raman",
        publishedAt: "2024-06-13T09:30:00+05:30",
        publishedLabel: "June 13, 2024",
        image: {
          url: "https://cdn.sanity.io/images/abc123/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x1000.jpg?w=800&fit=max&auto=format",
          alt: "A phone filming a cafe",
          width: 800,
          height: 400,
        },
      },
      {
        id: "post-2",
        slug: "second",
        title: "Reels that convert",
        authorName: null,
        publishedAt: null,
        publishedLabel: null,
        image: placeholderImage,
      },
    ]);
  });

  it("treats an image without alt text as decorative (the title is beside it), and shows the placeholder for an unreadable asset", () => {
    const [withoutAlt, unreadable] = toPostSummaries(host, [
      { ...listItem, mainImage: { asset: { _id: assetId } } },
      { ...listItem, _id: "post-3", mainImage: { asset: { _id: "image-broken" } } },
    ]);
    expect(withoutAlt?.image.alt).toBe("");
    expect(unreadable?.image).toBe(placeholderImage);
  });

  it("leaves out posts without a slug or with a malformed shape, and survives a non-list", () => {
    expect(toPostSummaries(host, [{ ...listItem, slug: null }, { ...listItem, slug: { current: "  " } }, { title: "no id" }, 42])).toEqual(
      [],
    );
    expect(toPostSummaries(host, null)).toEqual([]);
    expect(toPostSummaries(host, { result: [] })).toEqual([]);
  });

  it("names an untitled post", () => {
    expect(toPostSummaries(host, [{ ...listItem, title: null }])[0]?.title).toBe("Untitled post");
  });
});

describe("toPost", () => {
  const raw = {
    ...listItem,
    authorImage: "https://cdn.sanity.io/images/abc123/production/Portrait123-400x600.png",
    body: [
      { _type: "block", _key: "a", style: "normal", markDefs: [], children: [{ _type: "span", _key: "s", text: "Hello", marks: [] }] },
      { _type: "image", _key: "b", alt: " Diagram ", caption: "", asset: { _ref: "image-Inline123-1200x800-png" } },
      { _type: "image", _key: "c", asset: {} },
      { _type: "code", _key: "d", language: "sh", code: "npm test" },
      { _type: "code", _key: "e" },
      { _type: "youtube", _key: "f", url: "https://youtube.com/x" },
      { _type: "block", style: "h2", markDefs: [], children: [] },
      { _type: "block", _key: "g", style: "normal" },
    ],
  };

  it("is null when there is no post", () => {
    expect(toPost(host, null)).toBeNull();
    expect(toPost(host, { ...raw, slug: null })).toBeNull();
  });

  it("resolves body images to URLs, keeps code, and drops what the site cannot render", () => {
    const post = toPost(host, raw);
    expect(post?.body).toEqual([
      raw.body[0],
      {
        _type: "image",
        _key: "b",
        image: {
          url: "https://cdn.sanity.io/images/abc123/production/Inline123-1200x800.png?w=1200&fit=max&auto=format",
          alt: "Diagram",
          width: 1200,
          height: 800,
        },
        caption: null,
      },
      { _type: "code", _key: "d", code: "npm test", language: "sh" },
      { ...raw.body[6], _key: "block-6" },
    ]);
  });

  it("shows the post's main image large and the author's picture as a 96 px square", () => {
    const post = toPost(host, raw);
    expect(post?.image).toMatchObject({ width: 1200, height: 600 });
    expect(post?.authorImage).toEqual({
      url: "https://cdn.sanity.io/images/abc123/production/Portrait123-400x600.png?rect=0,100,400,400&w=96&h=96&fit=crop&auto=format",
      alt: "",
      width: 96,
      height: 96,
    });
  });

  it("has no author picture and an empty body when the post has none", () => {
    const post = toPost(host, { ...raw, authorImage: null, body: null });
    expect(post?.authorImage).toBeNull();
    expect(post?.body).toEqual([]);
  });
});

describe("toPostDigests", () => {
  it("gives each post its text, cut to a bound, and an excerpt from its start", () => {
    const long = `${"word ".repeat(2_000)}end`;
    const [first, second, ...rest] = toPostDigests(host, [
      { ...listItem, text: "Short videos sell.\n\nFilm vertical." },
      { ...listItem, _id: "post-2", slug: { current: "long" }, text: long },
      { ...listItem, _id: "post-3", slug: null, text: "no slug" },
    ]);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ slug: "reels-that-convert", title: "Reels that convert", text: "Short videos sell.\n\nFilm vertical." });
    expect(first?.excerpt).toBe("Short videos sell. Film vertical.");
    expect(second?.text).toHaveLength(maxDigestTextLength);
    expect(second?.excerpt.endsWith("word…")).toBe(true);
    expect(toPostDigests(host, null)).toEqual([]);
  });
});

describe("excerptOf", () => {
  it("folds whitespace and cuts at a word", () => {
    expect(excerptOf("  one\n two  ")).toBe("one two");
    expect(excerptOf("one two three four five", 12)).toBe("one two…");
  });
});

describe("descriptionOf", () => {
  it("keeps block boundaries as sentence breaks: a heading ends before the next paragraph starts", () => {
    expect(descriptionOf("Footfall rose in three weeks.\n\nWhat we measured\n\nWalk-ins on weekdays rose.")).toBe(
      "Footfall rose in three weeks. What we measured. Walk-ins on weekdays rose.",
    );
    // A block's own ending stays as written.
    expect(descriptionOf("Ready?\nStart here:\nFilm vertical!")).toBe("Ready? Start here: Film vertical!");
  });

  it("takes whole sentences up to the bound, and cuts at a word only when the opening alone is too long or too short", () => {
    const first = "Short video is where shoppers discover new places; these formats work for restaurants and salons.";
    expect(descriptionOf(`${first}\nBehind the counter\n${"More words. ".repeat(20)}`, 120)).toBe(`${first} Behind the counter.`);
    expect(descriptionOf(`Hi\n${"word ".repeat(100)}`, 40)).toBe("Hi. word word word word word word word…");
    expect(descriptionOf("word ".repeat(10_000)).length).toBeLessThanOrEqual(161);
  });

  it("is empty for a post without text", () => {
    expect(descriptionOf("")).toBe("");
    expect(descriptionOf("\n\n  \n")).toBe("");
  });
});
