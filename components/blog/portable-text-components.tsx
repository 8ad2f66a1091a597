import type {
  PortableTextBlockComponent,
  PortableTextComponents,
  PortableTextListComponent,
  PortableTextListItemComponent,
  PortableTextMarkComponent,
  PortableTextTypeComponent,
} from "@portabletext/react";
import type { BodyCode, BodyImage } from "@/lib/cms/blog-view";
import { toSafeLink } from "@/lib/cms/links";
import type { Annotation, BlockStyle, Decorator, EmbeddedType, ListType } from "@/sanity/schemaTypes/block-content";
import { BlogImageView } from "./blog-image";

// One renderer per thing the schema (sanity/schemaTypes/block-content.ts)
// lets an editor write, keyed by the schema's own names: a style, list,
// mark or block type added there is a type error here until it is rendered.

const block: Record<BlockStyle, PortableTextBlockComponent> = {
  normal: ({ children }) => <p className="mt-5 leading-relaxed">{children}</p>,
  h2: ({ children }) => <h2 className="mt-10 text-2xl font-bold tracking-tight text-ink">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-ink">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-6 text-lg font-semibold text-ink">{children}</h4>,
  blockquote: ({ children }) => (
    <blockquote className="mt-6 border-l-4 border-indigo-500 pl-5 text-lg text-slate-700 italic dark:border-indigo-400 dark:text-slate-200">
      {children}
    </blockquote>
  ),
};

const list: Record<ListType, PortableTextListComponent> = {
  bullet: ({ children }) => <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-indigo-500">{children}</ul>,
  number: ({ children }) => <ol className="mt-5 list-decimal space-y-2 pl-6 marker:text-indigo-500">{children}</ol>,
};

const listItem: Record<ListType, PortableTextListItemComponent> = {
  bullet: ({ children }) => <li className="pl-1 leading-relaxed">{children}</li>,
  number: ({ children }) => <li className="pl-1 leading-relaxed">{children}</li>,
};

const linkClass = "font-medium text-accent underline underline-offset-4 hover:text-indigo-500 dark:hover:text-indigo-200";

const LinkMark: PortableTextMarkComponent<{ _type: "link"; href?: unknown }> = ({ value, children }) => {
  const link = toSafeLink(value?.href);
  // An unsafe or malformed address keeps its words but loses the link.
  if (!link) return <>{children}</>;
  if (!link.external)
    return (
      <a href={link.href} className={linkClass}>
        {children}
      </a>
    );
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
};

const marks: Record<Decorator | Annotation, PortableTextMarkComponent> = {
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  em: ({ children }) => <em>{children}</em>,
  underline: ({ children }) => <span className="underline underline-offset-4">{children}</span>,
  "strike-through": ({ children }) => <s>{children}</s>,
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900 dark:bg-slate-800 dark:text-slate-100">
      {children}
    </code>
  ),
  link: LinkMark,
};

const ImageBlock: PortableTextTypeComponent<BodyImage> = ({ value }) => (
  <figure className="mt-8">
    <BlogImageView image={value.image} sizes="(min-width: 768px) 720px, 100vw" className="h-auto w-full rounded-xl" />
    {value.caption ? (
      <figcaption className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">{value.caption}</figcaption>
    ) : null}
  </figure>
);

const CodeBlock: PortableTextTypeComponent<BodyCode> = ({ value }) => (
  <pre
    className="mt-6 overflow-x-auto rounded-xl bg-slate-900 p-5 text-sm leading-relaxed text-slate-100 dark:bg-black/60 dark:ring-1 dark:ring-slate-700"
    // Scrollable, so it must take focus for keyboard users; a region may carry a name.
    tabIndex={0}
    role="region"
    aria-label={value.language ? `${value.language} code` : "Code"}
  >
    <code>{value.code}</code>
  </pre>
);

const types: Record<EmbeddedType, PortableTextTypeComponent> = {
  image: ImageBlock,
  code: CodeBlock,
};

export const portableTextComponents = {
  block,
  list,
  listItem,
  marks,
  types,
} satisfies PortableTextComponents;
