import { describe, expect, it } from "@jest/globals";
import { numberWordLanguages, parseNumberWords, parseNumberWordsIn } from "./numbers-in-words";

describe("parseNumberWords", () => {
  it.each([
    ["thirty", 30],
    ["sixty", 60],
    ["one", 1],
    ["twelve", 12],
    ["twenty-four", 24],
    ["twenty four", 24],
    ["ninety", 90],
    ["one hundred", 100],
    ["one hundred and eighty", 180],
    ["a hundred", null],
    ["two thousand", 2000],
    ["thirty", 30],
    ["dreißig", 30],
    ["dreissig", 30],
    ["zwölf", 12],
    ["vierzehn", 14],
    ["vierundzwanzig", 24],
    ["einhundertachtzig", 180],
    ["hundertzwanzig", 120],
    ["zweitausenddreihundert", 2300],
    ["trente", 30],
    ["soixante", 60],
    ["soixante-dix", 70],
    ["soixante et onze", 71],
    ["quatre-vingts", 80],
    ["quatre-vingt-dix", 90],
    ["quatre-vingt-dix-neuf", 99],
    ["dix-huit", 18],
    ["deux cents", 200],
    ["cent vingt", 120],
    ["treinta", 30],
    ["treinta y uno", 31],
    ["veinticuatro", 24],
    ["ciento ochenta", 180],
    ["noventa", 90],
    ["dieciséis", 16],
    ["dertig", 30],
    ["vierentwintig", 24],
    ["tweeëntwintig", 22],
    ["honderdtachtig", 180],
    ["zeventien", 17],
    ["30", 30],
    ["five six", null],
    ["twenty twelve", null],
    ["four twenty", null],
    ["forty-ish", null],
    ["", null],
    ["and thirty", null],
  ])("%j → %s", (text, expected) => {
    expect(parseNumberWords(text)).toBe(expected);
  });

  it("reads in one language when asked", () => {
    expect(parseNumberWordsIn("acht", "de")).toBe(8);
    expect(parseNumberWordsIn("acht", "en")).toBeNull();
    expect(numberWordLanguages("acht")).toEqual(["de", "nl"]);
    expect(numberWordLanguages("trente")).toEqual(["fr"]);
  });
});
