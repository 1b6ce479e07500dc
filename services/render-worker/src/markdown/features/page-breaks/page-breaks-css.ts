// An empty block that ends the page; nothing of it is visible.
export const pageBreaksCss = `
.page-break { break-after: page; height: 0; margin: 0; border: 0; }
`;
