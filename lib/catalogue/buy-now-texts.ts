// The Buy Now button's words, on its own: the button's client code imports them (and nothing else of the catalogue).
export const buyNowTexts = { buy: "Buy Now", starting: "Starting payment..." };
