import { locale } from "next/root-params";
import { PageNotFound } from "@/components/routing/page-not-found";
import { isLocale } from "@/lib/i18n/locales";

// The same screen, which the browser shows once the page's notFound() reaches
// it (components/routing/not-found-screen.tsx). A not-found file gets no
// params: the language is the root layout's, read with next/root-params.
export default async function LocalePageNotFound() {
  const language = await locale();
  return <PageNotFound locale={isLocale(language) ? language : "en"} />;
}
