import { defineType, type Rule } from "./define";

// What an editor can put in a post's body. The site's Portable Text
// registry (components/blog/portable-text-components.tsx) is typed from these
// lists, so adding a style here fails the type check until it is rendered.

/** Paragraph styles; h1 is left out because the post title is the page's h1. */
export const blockStyles = ["normal", "h2", "h3", "h4", "blockquote"] as const;
export const listTypes = ["bullet", "number"] as const;
export const decorators = ["strong", "em", "underline", "strike-through", "code"] as const;
/** Inline annotations; a link may only be http(s) or mailto (checked again when rendered). */
export const annotations = ["link"] as const;
/** Blocks other than text: inline images and code (the shape of @sanity/code-input's `code`). */
export const embeddedTypes = ["image", "code"] as const;

export type BlockStyle = (typeof blockStyles)[number];
export type ListType = (typeof listTypes)[number];
export type Decorator = (typeof decorators)[number];
export type Annotation = (typeof annotations)[number];
export type EmbeddedType = (typeof embeddedTypes)[number];

const titles: Record<BlockStyle, string> = {
  normal: "Normal",
  h2: "Heading 2",
  h3: "Heading 3",
  h4: "Heading 4",
  blockquote: "Quote",
};

export const blockContent = defineType({
  name: "blockContent",
  title: "Block content",
  type: "array",
  of: [
    {
      type: "block",
      styles: blockStyles.map((value) => ({ title: titles[value], value })),
      lists: listTypes.map((value) => ({ title: value === "bullet" ? "Bullet" : "Numbered", value })),
      marks: {
        decorators: decorators.map((value) => ({ title: value, value })),
        annotations: [
          {
            name: "link",
            type: "object",
            title: "Link",
            fields: [
              {
                name: "href",
                type: "url",
                title: "URL",
                validation: (rule: Rule) => rule.uri({ scheme: ["http", "https", "mailto"], allowRelative: true }),
              },
            ],
          },
        ],
      },
    },
    {
      type: "image",
      options: { hotspot: true },
      fields: [
        { name: "alt", type: "string", title: "Alternative text" },
        { name: "caption", type: "string", title: "Caption" },
      ],
    },
    {
      // The same shape as @sanity/code-input's `code`; with that plugin, use { type: "code" } instead.
      type: "object",
      title: "Code",
      name: "code",
      fields: [
        { name: "language", type: "string", title: "Language" },
        { name: "code", type: "text", title: "Code" },
      ],
    },
  ],
});
