import { LogoMark } from "@/components/brand/logo-mark";
import { company, links } from "@/lib/catalogue/company";
import { mainNavigationPaths, serviceNavigationPaths } from "@/lib/catalogue/navigation";
import { linksIn } from "@/lib/i18n/links";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { textsFor } from "@/lib/i18n/texts";
import { LanguagePicker } from "./language-picker.client";
import { NavbarClient } from "./navbar.client";
import { ThemeToggle } from "./theme-toggle.client";

export function Navbar({ locale }: { locale: Locale }) {
  const { navigation } = textsFor(locale);
  return (
    <NavbarClient
      items={linksIn(locale, mainNavigationPaths, navigation.main)}
      services={linksIn(locale, serviceNavigationPaths, navigation.services)}
      bookDemoHref={links.bookDemo}
      brand={
        <a href={localePath(locale, "/")} className="flex shrink-0 items-center gap-2 rounded-md">
          <LogoMark />
          <span className="brand-name">{company.name}</span>
        </a>
      }
      controls={
        <>
          <LanguagePicker />
          <ThemeToggle />
        </>
      }
    />
  );
}
