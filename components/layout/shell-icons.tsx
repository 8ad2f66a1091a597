import { ArrowDown, ArrowUp, Check, ChevronDown, ChevronRight, Globe, Mail, Menu, MessageCircle, Moon, Phone, PhoneCall, Search, Sun, X } from "lucide";
import { SvgIcon } from "@/components/ui/svg-icon";

// The icons of the shell's client components, rendered here on the server and
// handed to them as markup: their paths stay out of the JavaScript every page loads.

export const navbarIcons = {
  servicesChevron: <SvgIcon icon={ChevronDown} aria-hidden className="h-4 w-4" />,
  search: <SvgIcon icon={Search} aria-hidden className="h-5 w-5" />,
  searchSubmit: <SvgIcon icon={Search} aria-hidden className="h-4 w-4" />,
  openMenu: <SvgIcon icon={Menu} aria-hidden className="h-6 w-6" />,
  closeMenu: <SvgIcon icon={X} aria-hidden className="h-6 w-6" />,
};

export const languageIcons = {
  globe: <SvgIcon icon={Globe} aria-hidden className="h-4 w-4" />,
  chevron: <SvgIcon icon={ChevronDown} aria-hidden className="h-3 w-3" />,
  current: <SvgIcon icon={Check} aria-hidden className="h-4 w-4" />,
};

/** Both are in the markup; the theme class on <html> decides which shows, so nothing flashes. */
export const themeIcons = {
  toDark: <SvgIcon icon={Moon} aria-hidden className="h-5 w-5 dark:hidden" />,
  toLight: <SvgIcon icon={Sun} aria-hidden className="hidden h-5 w-5 dark:block" />,
};

export const floatingIcons = {
  chat: <SvgIcon icon={MessageCircle} aria-hidden className="h-6 w-6" />,
  up: <SvgIcon icon={ArrowUp} aria-hidden className="h-5 w-5" />,
  down: <SvgIcon icon={ArrowDown} aria-hidden className="h-5 w-5" />,
  call: <SvgIcon icon={Phone} aria-hidden className="h-4 w-4" />,
  chatSmall: <SvgIcon icon={MessageCircle} aria-hidden className="h-4 w-4" />,
  mail: <SvgIcon icon={Mail} aria-hidden className="h-4 w-4" />,
  open: <SvgIcon icon={PhoneCall} aria-hidden className="h-6 w-6" />,
  close: <SvgIcon icon={X} aria-hidden className="h-6 w-6" />,
};

export const closeIcon = <SvgIcon icon={X} aria-hidden className="h-5 w-5" />;

export const breadcrumbSeparator = <SvgIcon icon={ChevronRight} aria-hidden className="h-4 w-4 shrink-0 text-slate-400" />;
