// The translated pages share the site's card (its words are the brand's, in English).
export { default, alt, size, contentType } from "../(site)/opengraph-image";
