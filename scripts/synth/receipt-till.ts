// The till families beyond the classic five (receipt.ts): restaurant bills, fuel stations,
// supermarkets with discounts and deposits, southern and eastern European fiscal receipts, and
// chain stores with a logo-spaced or footer-only merchant. Their own families in the suites.
import type { Rng } from "./random";
import { makeBrandedReceipt } from "./receipt-branded";
import { makeFiscalReceipt } from "./receipt-fiscal";
import { makeFuelReceipt } from "./receipt-fuel";
import { makeRestaurantReceipt } from "./receipt-restaurant";
import { makeSupermarketReceipt } from "./receipt-supermarket";
import type { SynthDoc } from "./synth-doc";

const MAKERS = [makeRestaurantReceipt, makeFuelReceipt, makeSupermarketReceipt, makeFiscalReceipt, makeBrandedReceipt];

export const makeTillReceipt = (rng: Rng, name: string, index: number): SynthDoc => MAKERS[index % MAKERS.length]!(rng, name);
