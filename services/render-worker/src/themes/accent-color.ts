// Accent colours end up inside CSS, so only strict hex survives; anything else could close the
// declaration and inject rules.
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The accent as a CSS hex colour, or undefined when absent or not a valid hex colour. */
export function validAccent(accent: string | undefined): string | undefined {
  const value = accent?.trim();
  return value && HEX_COLOR.test(value) ? value.toLowerCase() : undefined;
}
