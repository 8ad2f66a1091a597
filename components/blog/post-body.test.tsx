import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BodyNode } from "@/lib/cms/blog-view";
import { PostBody } from "./post-body";

function paragraphWithLinks(hrefs: string[]): BodyNode {
  return {
    _type: "block",
    _key: "p",
    style: "normal",
    markDefs: hrefs.map((href, index) => ({ _type: "link", _key: `l${index}`, href })),
    children: hrefs.map((_, index) => ({ _type: "span", _key: `s${index}`, text: `link ${index}`, marks: [`l${index}`] })),
  };
}

function render(body: BodyNode[]): string {
  return renderToStaticMarkup(<PostBody body={body} />);
}

describe("PostBody links", () => {
  it("opens external links in a new tab with rel=noopener noreferrer", () => {
    const html = render([paragraphWithLinks(["https://example.org/guide"])]);
    expect(html).toContain('<a href="https://example.org/guide" target="_blank" rel="noopener noreferrer"');
  });

  it("keeps mailto and site links in the same tab", () => {
    const html = render([paragraphWithLinks(["mailto:hello@agency.test", "/contact"])]);
    expect(html).toMatch(/<a href="mailto:hello@agency.test" class="[^"]*">link 0<\/a>/);
    expect(html).toMatch(/<a href="\/contact" class="[^"]*">link 1<\/a>/);
    expect(html).not.toContain("target=");
  });

  it("renders an unsafe link's words without the link", () => {
    const html = render([paragraphWithLinks(["javascript:alert(document.cookie)", "data:text/html,x"])]);
    expect(html).not.toContain("<a");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("link 0");
    expect(html).toContain("link 1");
  });
});

describe("PostBody blocks", () => {
  it("renders headings, quotes, lists, code and images", () => {
    const html = render([
      { _type: "block", _key: "h", style: "h2", markDefs: [], children: [{ _type: "span", _key: "a", text: "Heading", marks: [] }] },
      { _type: "block", _key: "q", style: "blockquote", markDefs: [], children: [{ _type: "span", _key: "b", text: "Quote", marks: [] }] },
      {
        _type: "block",
        _key: "l",
        style: "normal",
        listItem: "number",
        level: 1,
        markDefs: [],
        children: [{ _type: "span", _key: "c", text: "First", marks: ["strong"] }],
      },
      { _type: "code", _key: "x", language: "sh", code: "npm test <script>" },
      {
        _type: "image",
        _key: "i",
        caption: "Caption",
        image: { url: "https://cdn.sanity.io/images/p/d/a-10x5.png", alt: "Diagram", width: 10, height: 5 },
      },
    ]);
    expect(html).toMatch(/<h2[^>]*>Heading<\/h2>/);
    expect(html).toMatch(/<blockquote[^>]*>Quote<\/blockquote>/);
    expect(html).toMatch(/<ol[^>]*><li[^>]*><strong[^>]*>First<\/strong><\/li><\/ol>/);
    expect(html).toContain("<code>npm test &lt;script&gt;</code>");
    expect(html).toMatch(/<img alt="Diagram"/);
    expect(html).toContain("<figcaption");
  });

  it("says so when the post has no content", () => {
    expect(render([])).toContain("This post has no content yet.");
  });
});
