// The Buy Now button's words, on its own: the button's client code imports them (and no other English words).
// Its payment toasts are payment-toast-texts.ts, loaded with the checkout code.
export const buyNowTexts = { buy: "Buy Now", starting: "Starting payment..." };
