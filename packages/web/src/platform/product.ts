import { readMeta } from './meta.ts';

/** The product name the server renders into the page (PRODUCT_NAME), with the default as fallback. */
export function getProductName(): string {
  return readMeta('product-name') ?? 'Pflegepuls';
}

/** The product slug (PRODUCT_SLUG) of routes such as /{slug}-community (000 §2). */
export const PRODUCT_SLUG =
  (typeof document === 'undefined' ? null : readMeta('product-slug')) ?? 'pflegepuls';
