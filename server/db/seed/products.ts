import { isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { fundDescriptions, productHouses, products, tenants } from '../schema';
import { systemScope } from '../../domain/system-scope';

type Catalogue = [type: 'medical_scheme' | 'gap_cover', house: string, products: [string, string[]][]][];

/** South African medical schemes and gap-cover products with their plan options, as advisers know them. */
const catalogue: Catalogue = [
  [
    'medical_scheme',
    'Discovery Health',
    [
      [
        'Discovery Health Medical Scheme',
        [
          'Executive Plan',
          'Classic Comprehensive',
          'Classic Priority',
          'Classic Saver',
          'Coastal Core',
          'KeyCare Plus',
        ],
      ],
    ],
  ],
  [
    'medical_scheme',
    'Bonitas',
    [['Bonitas Medical Fund', ['BonComprehensive', 'BonClassic', 'BonSave', 'BonEssential', 'BonCap']]],
  ],
  [
    'medical_scheme',
    'Momentum Health',
    [['Momentum Medical Scheme', ['Summit', 'Extender', 'Incentive', 'Custom', 'Evolve', 'Ingwe']]],
  ],
  [
    'medical_scheme',
    'Medshield',
    [['Medshield Medical Scheme', ['PremiumPlus', 'MediBonus', 'MediSaver', 'MediCore', 'MediPhila']]],
  ],
  [
    'medical_scheme',
    'Bestmed',
    [['Bestmed Medical Scheme', ['Pace4', 'Pace1', 'Beat3', 'Beat1', 'Rhythm1']]],
  ],
  [
    'medical_scheme',
    'Fedhealth',
    [['Fedhealth Medical Scheme', ['flexiFED 4', 'flexiFED 3', 'flexiFED 2', 'flexiFED 1', 'myFED']]],
  ],
  ['gap_cover', 'Zestlife', [['Zestlife Gap Cover', ['Ultimate', 'Executive', 'Essential']]]],
  ['gap_cover', 'Sirago', [['Sirago Gap Cover', ['Gap Plus', 'Premier', 'Primary']]]],
  ['gap_cover', 'Stratum Benefits', [['Stratum Gap Cover', ['Platinum', 'Gold', 'Silver']]]],
  ['gap_cover', 'Turnberry', [['Turnberry Gap Cover', ['Gap Elite', 'Gap Standard']]]],
];

/** Seeds the group's catalogue once; later edits survive restarts. */
export async function seedProducts(db: Db): Promise<void> {
  const [group] = await db
    .select()
    .from(tenants)
    .where(isNull(tenants.parentId))
    .orderBy(tenants.id)
    .limit(1);
  if (!group) return;
  const [existing] = await db
    .select({ id: productHouses.id })
    .from(productHouses)
    .where(systemScope('seed').tenant(group.id, productHouses.tenantId))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    for (const [productType, name, lines] of catalogue) {
      const [house] = await tx
        .insert(productHouses)
        .values({ tenantId: group.id, productType, name })
        .returning({ id: productHouses.id });
      for (const [productName, options] of lines) {
        const [product] = await tx
          .insert(products)
          .values({ tenantId: group.id, houseId: house.id, name: productName })
          .returning({ id: products.id });
        await tx
          .insert(fundDescriptions)
          .values(options.map((o) => ({ tenantId: group.id, productId: product.id, name: o })));
      }
    }
  });
}
