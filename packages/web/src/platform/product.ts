import { readMeta } from './meta.ts';

/** The product name the server renders into the page (PRODUCT_NAME), with the default as fallback. */
export function getProductName(): string {
  return readMeta('product-name') ?? 'Pflegepuls';
}
