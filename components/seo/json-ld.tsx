import type { JsonLd as JsonLdData } from "@/lib/seo/structured-data";

/**
 * Structured data for search engines. "<" is escaped so no text in the data
 * can close the script element.
 */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
