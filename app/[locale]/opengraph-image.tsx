// The Telugu and Hindi pages' card, at /te/opengraph-image and /hi/opengraph-image: the site's
// card (its words are the brand's, in English). English pages name it at its own address (lib/seo/cards.ts).
export { default, alt, size, contentType } from "../(site)/opengraph-image";
