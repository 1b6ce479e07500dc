import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "@jest/globals";
import { createHostGuard, type ResolveHost } from "./host-guard";

// The guard's lookup as Node's socket calls it: with `all` (happy eyeballs, Node 20's default)
// and without (autoSelectFamily off). Both must vet every answer.

const resolve: ResolveHost = async (hostname) =>
  hostname === "public.test"
    ? [
        { address: "93.184.216.34", family: 4 },
        { address: "2606:2800:220:1::1", family: 6 },
      ]
    : [{ address: "10.1.2.3", family: 4 }];

function lookup(hostname: string, all: boolean): Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }> {
  const guard = createHostGuard({ resolve, allowHosts: new Set(["intranet.test"]), subject: "file_url" });
  return new Promise((done) => guard.lookup(hostname, { all }, (error, address, family) => done({ error, address, family })));
}

describe("createHostGuard lookup", () => {
  it("answers a single address when Node asks for one", async () => {
    expect(await lookup("public.test", false)).toEqual({ error: null, address: "93.184.216.34", family: 4 });
  });

  it("answers every vetted address when Node asks for all", async () => {
    const { address } = await lookup("public.test", true);
    expect(address).toEqual([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1::1", family: 6 },
    ]);
  });

  it.each([true, false])("refuses a private answer (all: %s)", async (all) => {
    const { error } = await lookup("private.test", all);
    expect(error?.message).toBe("file_url is not allowed: it points to a private or reserved address.");
  });

  it("lets an allow-listed name resolve privately", async () => {
    expect((await lookup("intranet.test", false)).address).toBe("10.1.2.3");
  });

  it("vets literals the same way", () => {
    const guard = createHostGuard({ resolve, allowHosts: new Set(), subject: "file_url" });
    expect(() => guard.vetLiteral("::ffff:7f00:1", "[::ffff:7f00:1]")).toThrow(/not allowed/);
    expect(() => guard.vetLiteral("93.184.216.34", "93.184.216.34")).not.toThrow();
  });
});
