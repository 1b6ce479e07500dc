import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupAddress, LookupOptions } from "node:dns";
import type { LookupFunction } from "node:net";
import { AppError } from "@quire/contracts";
import { isPublicAddress } from "./public-address";

// The connect-time half of the SSRF defence. Node's socket calls the `lookup` we give it and
// connects to exactly the address it returns, so vetting inside the lookup checks the address
// actually dialled; there is no second resolution an attacker's DNS could answer differently
// (rebinding). Literal hosts never reach a lookup, so they are vetted by `vetLiteral`.

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has. Injected in tests to simulate DNS. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveWithSystemDns: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface HostGuard {
  vetLiteral(address: string, hostname: string): void;
  lookup: LookupFunction;
}

/** `subject` names the URL in messages; `allowHosts` may reach private addresses. */
export function createHostGuard(options: { resolve: ResolveHost; allowHosts: ReadonlySet<string>; subject: string }): HostGuard {
  const { resolve, allowHosts, subject } = options;
  const refused = (): AppError => new AppError("invalid_request", `${subject} is not allowed: it points to a private or reserved address.`);

  return {
    vetLiteral(address, hostname) {
      if (!allowHosts.has(normaliseHost(hostname)) && !isPublicAddress(address)) throw refused();
    },
    lookup(
      hostname: string,
      lookupOptions: LookupOptions,
      callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
    ) {
      resolveVetted(hostname)
        .then((addresses) => {
          const first = addresses[0] as ResolvedAddress;
          if (lookupOptions.all) callback(null, addresses);
          else callback(null, first.address, first.family);
        })
        .catch((error: NodeJS.ErrnoException) => callback(error, ""));
    },
  };

  async function resolveVetted(hostname: string): Promise<LookupAddress[]> {
    let addresses: ResolvedAddress[];
    try {
      addresses = await resolve(hostname);
    } catch (error) {
      throw new AppError("invalid_request", `${subject} host could not be resolved.`, { cause: error });
    }
    if (addresses.length === 0) throw new AppError("invalid_request", `${subject} host could not be resolved.`);
    // Refuse the host if any answer is private, rather than filtering: a name that mixes public and
    // internal answers is either misconfigured or an attack, and filtering would hide which.
    if (!allowHosts.has(normaliseHost(hostname)) && !addresses.every((entry) => isPublicAddress(entry.address))) throw refused();
    return addresses.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
  }
}

/** Allow-list entries and hosts compare lower-case and without a trailing root dot. */
export function normaliseHost(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, "");
}
