import { describe, expect, it } from "@jest/globals";
import { accentOptional, lostAccent } from "./lost-accents";

describe("lostAccent", () => {
  it("names the accented word a reading holds without its accent", () => {
    expect(lostAccent("SUPERMARCHE MORVANDEL")).toBe("SUPERMARCHÉ");
    expect(lostAccent("Epicerie du Vieux Port")).toBe("ÉPICERIE");
    expect(lostAccent("Panaderia Ostrana")).toBe("PANADERÍA");
    // German stems open compounds.
    expect(lostAccent("TELVARA GEBAUDEREINIGUNG GMBH")).toBe("GEBÄUDE");
    // Spanish endings close words.
    expect(lostAccent("Orsano ESTACION DE SERVICIO")).toBe("ESTACIÓN");
    expect(lostAccent("Morvandel Distribucion S.L.")).toBe("DISTRIBUCIÓN");
    // An umlaut ü read as two i's inside a word; not at a word's end ("Hawaii").
    expect(lostAccent("Niirnwald Kaffeehaus GmbH")).toBe("NÜRNWALD");
    expect(lostAccent("Hawaii Morvandel Ltd")).toBeNull();
  });

  it("leaves readings with their accents, and words spelt without one, alone", () => {
    expect(lostAccent("Épicerie Morvandel")).toBeNull();
    expect(lostAccent("PIZZERIA ORSANO")).toBeNull();
    // Spelt plain in another language we read.
    expect(lostAccent("CAFE MORVANDEL")).toBeNull();
    expect(lostAccent("FARMACIA ORSANO")).toBeNull();
    expect(lostAccent("CAFETERIA 21 HOLDINGS")).toBeNull();
    expect(lostAccent("BACKERS HARDWARE TRADING")).toBeNull();
    expect(lostAccent("SUSPICION CONSULTING")).toBeNull();
    // One accent anywhere: the recogniser reads accents, so a plain word was printed plain.
    expect(lostAccent("EPICERIE DE LA GARE À NÎMES")).toBeNull();
  });
});

describe("accentOptional", () => {
  it("names the words shops print both plain and accented, read plain", () => {
    expect(accentOptional("CAFE")).toBe(true);
    expect(accentOptional("Creme")).toBe(true);
    expect(accentOptional("CAFÉ")).toBe(false);
    expect(accentOptional("HARDWARE")).toBe(false);
  });
});
