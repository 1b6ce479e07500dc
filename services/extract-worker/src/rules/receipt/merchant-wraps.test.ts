import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { receipt } from "../../presets/receipt";

// A merchant's legal name wrapped over two lines of a narrow till receipt, and an item row that
// ends in a legal form's letters ("KG", a kilogram): the name is read whole, and no item is a name.

/** A row of the till block: a label on the left, its amount right-aligned at x = 220. */
const priced = (label: string, amount: string, y: number): CellSpec[] => [
  { text: label, x: 10, y },
  { text: amount, x: 220 - amount.length * 5, y },
];
/** A line centred on the paper's axis (x = 115), 5 pt per character and 2.5 per space. */
const centred = (text: string, y: number): CellSpec => {
  const width = text.replace(/ /g, "").length * 5 + (text.split(" ").length - 1) * 2.5;
  return { text, x: 115 - width / 2, y };
};
const merchant = (cells: CellSpec[]) => receipt(doc(cells)).data.merchant;

describe("a merchant's name wrapped on a till receipt", () => {
  it("goes on past a line that ends in a joining word", () => {
    const cells: CellSpec[] = [
      centred("Abarrotes Lumbra S. de R.L. de", 10),
      centred("C.V.", 22),
      centred("Calle Juarez 12, Col. Centro", 34),
      { text: "FECHA: 15-MAY-2023", x: 10, y: 50 },
      ...priced("1 PAN BLANCO", "12.50", 64),
      ...priced("TOTAL", "12.50", 80),
      ...priced("EFECTIVO", "20.00", 92),
    ];
    expect(merchant(cells)).toBe("Abarrotes Lumbra S. de R.L. de C.V.");
  });

  it("joins a footer's legal name centred over two lines where the first ran out of paper", () => {
    const cells: CellSpec[] = [
      { text: "Travessa das Flores 52", x: 40, y: 10 },
      { text: "Data: 25/03/23 11:00", x: 10, y: 26 },
      ...priced("1 Café", "2,28", 40),
      ...priced("TOTAL A PAGAR", "2,28 €", 56),
      ...priced("CARTÃO", "2,28", 68),
      centred("Obrigado pela preferência", 90),
      centred("Haldenvik Yarrow Consultoria Digital", 104),
      centred("Unipessoal Lda.", 114),
      centred("NIF PT560632258", 124),
    ];
    expect(merchant(cells)).toBe("Haldenvik Yarrow Consultoria Digital Unipessoal Lda.");
  });

  it("reads no name from an item row under its article code", () => {
    const cells: CellSpec[] = [
      centred("Padaria Lumbra", 10),
      centred("Rua XV de Novembro, 117", 22),
      centred("CNPJ: 94.583.163/0001-75", 34),
      { text: "# Código Descrição", x: 10, y: 50 },
      { text: "Vl Total", x: 180, y: 50 },
      { text: "001 7891234567890 LEITE UHT 1L", x: 10, y: 62 },
      ...priced("1 UN x 4,94", "4,94", 74),
      { text: "002 7891234567891 PAO DE QUEIJO KG", x: 10, y: 86 },
      ...priced("1 UN x 3,10", "3,10", 98),
      ...priced("Valor total R$", "8,04", 114),
      ...priced("Dinheiro", "10,00", 126),
      centred("Consulte em www.nfce.fazenda.gov.br", 138),
      centred("Obrigado pela preferência!", 150),
    ];
    expect(merchant(cells)).toBe("Padaria Lumbra");
  });
});
