import { describe, expect, it } from "vitest";
import { indianNumberInWords, rupeesInWords } from "./amount-in-words";

describe("rupeesInWords", () => {
  it.each([
    [914_700, "Rupees nine thousand one hundred forty-seven only"],
    [100, "Rupees one only"],
    [0, "Rupees zero only"],
    [199_900, "Rupees one thousand nine hundred ninety-nine only"],
    [10_000_000, "Rupees one lakh only"],
    [3_28_67_000_00, "Rupees three crore twenty-eight lakh sixty-seven thousand only"],
    [2_637_050, "Rupees twenty-six thousand three hundred seventy and fifty paise only"],
    [1_100, "Rupees eleven only"],
  ])("writes %i paise as %s", (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it("writes crores of crores without losing a group", () => {
    expect(indianNumberInWords(1_00_00_00_000)).toBe("one hundred crore");
    expect(indianNumberInWords(12_34_56_789)).toBe("twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine");
  });

  it("refuses what is not a whole, non-negative amount", () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});

describe("rupeesInWords in Telugu and Hindi", () => {
  it.each([
    [914_700, "రూపాయలు తొమ్మిది వేల నూట నలభై ఏడు మాత్రమే", "रुपये नौ हज़ार एक सौ सैंतालीस मात्र"],
    [459_900, "రూపాయలు నాలుగు వేల ఐదు వందల తొంభై తొమ్మిది మాత్రమే", "रुपये चार हज़ार पाँच सौ निन्यानवे मात्र"],
    [100, "రూపాయలు ఒకటి మాత్రమే", "रुपये एक मात्र"],
    [0, "రూపాయలు సున్నా మాత్రమే", "रुपये शून्य मात्र"],
    [10_000, "రూపాయలు వంద మాత్రమే", "रुपये एक सौ मात्र"],
    [200_000, "రూపాయలు రెండు వేలు మాత్రమే", "रुपये दो हज़ार मात्र"],
    [2_100_000, "రూపాయలు ఇరవై ఒక వేలు మాత్రమే", "रुपये इक्कीस हज़ार मात्र"],
    [10_000_000, "రూపాయలు ఒక లక్ష మాత్రమే", "रुपये एक लाख मात्र"],
    [3_28_67_000_00, "రూపాయలు మూడు కోట్ల ఇరవై ఎనిమిది లక్షల అరవై ఏడు వేలు మాత్రమే", "रुपये तीन करोड़ अट्ठाईस लाख सड़सठ हज़ार मात्र"],
    [2_637_050, "రూపాయలు ఇరవై ఆరు వేల మూడు వందల డెబ్బై మరియు యాభై పైసలు మాత్రమే", "रुपये छब्बीस हज़ार तीन सौ सत्तर और पचास पैसे मात्र"],
  ])("writes %i paise in words", (paise, telugu, hindi) => {
    expect(rupeesInWords(paise, "te")).toBe(telugu);
    expect(rupeesInWords(paise, "hi")).toBe(hindi);
  });
});
