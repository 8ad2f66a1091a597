import type { PrefixedLocale } from "@/lib/i18n/locales";
import type { cookieTexts } from "./en/shell-texts/overlays";

// The cookie banner's words in Telugu and Hindi, written into the server's HTML only
// (components/layout/cookie-banner-markup.ts): with the shell's other words
// (lib/i18n/texts.ts) they would travel in every translated page's hydration data too,
// though the banner shows only until a visitor chooses. lib/i18n/messages.test.ts
// checks them with the rest.
export const cookieTranslations: Record<PrefixedLocale, typeof cookieTexts> = {
  te: {
    title: "ఈ సైట్‌లో మీ గోప్యత",
    text: "మీ థీమ్, భాష, ఈ ఎంపిక, పంపని ఫారమ్‌ల కాపీలను మీ పరికరంలోనే ఉంచుతాము. పేజీ వీక్షణలు, వేగం, లోపాలను కుకీలు లేకుండా, మిమ్మల్ని గుర్తించే ఏదీ లేకుండా అనామకంగా లెక్కిస్తాము. అన్నింటినీ అంగీకరిస్తే, మీరు పంపే ఫారమ్‌తో మీ సందర్శన ఎక్కడి నుంచి వచ్చిందో (ప్రచార లింక్ లేదా మరో సైట్) కూడా పంపుతాము; తిరస్కరిస్తే ఏ కొలతా జరగదు. మరిన్ని వివరాలకు మా",
    privacy: "గోప్యతా విధానం చదవండి",
    decline: "తిరస్కరించండి",
    accept: "అన్నింటినీ అంగీకరించండి",
    close: "కుకీ బ్యానర్‌ను మూసివేయండి",
  },
  hi: {
    title: "इस साइट पर आपकी गोपनीयता",
    text: "आपकी थीम, भाषा, यह चुनाव और न भेजे गए फ़ॉर्म की प्रतियाँ आपके डिवाइस पर ही रहती हैं। हम पेज व्यू, गति और त्रुटियाँ बिना कुकीज़ और बिना आपकी पहचान बताने वाली किसी जानकारी के, गुमनाम रूप से गिनते हैं। सभी स्वीकार करने पर आपके भेजे फ़ॉर्म के साथ यह भी जाता है कि आपकी विज़िट कहाँ से आई (कैंपेन लिंक या कोई दूसरी साइट); अस्वीकार करने पर कोई माप नहीं होता। अधिक जानकारी के लिए हमारी",
    privacy: "गोपनीयता नीति पढ़ें",
    decline: "अस्वीकार करें",
    accept: "सभी स्वीकार करें",
    close: "कुकी बैनर बंद करें",
  },
};
