import { z } from 'zod';
import { dbInt } from '../db-int';

/** The product catalogue tree (get_biz_prod_tree) and its two removals (spec §6 keys 26__26001, 26__26002). */
export const productPaths = {
  treeServiceUrl: '/offerings',
  tree: 'get_biz_prod_tree',
  removeHouse: '/offerings/product_house/remove',
  removeProduct: '/offerings/product/remove',
} as const;

export const productTypeLabels = { medical_scheme: 'Medical schemes', gap_cover: 'Gap cover' } as const;

export const productTreeActions: Record<string, readonly string[]> = {
  product_type: [],
  product_house: ['remove_product_house'],
  product: ['remove_product'],
  fund_description: [],
};

export const productTreeRequest = z.object({
  id: z.union([z.string().trim().max(40), dbInt()]).transform(String),
  menu_items: z.record(z.string().max(40), z.array(z.string().max(60)).max(30)).default({}),
});
export const productRemove = z.object({ id: dbInt().positive().max(2147483647) });
