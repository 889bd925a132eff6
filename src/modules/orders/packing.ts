/**
 * What an order's machines weigh and take up when packed, from the catalogue's dimensions: the
 * packaged size and weight (gross), the machine's own weight (net). Each machine ships in one
 * package. Sizes and weights are read in cm and kg, then kept as whole grams and cubic
 * centimetres, so totals add up exactly whatever the order of the lines.
 */

export type Measure = {
  width: number;
  height: number;
  depth: number;
  dimensionUnit: "cm" | "in";
  weight: number;
  weightUnit: "kg" | "lbs";
};

export type PackedItem = {
  description: string;
  quantity: number;
  hsCode: string | null;
  countryOfOrigin: string | null;
  packaged: Measure | null;
  assembled: Measure | null;
};

type PackedLine = {
  description: string;
  hsCode: string | null;
  countryOfOrigin: string | null;
  packages: number;
  /** One package's outside size in whole cm (width × depth × height), or null when not recorded. */
  sizeCm: [number, number, number] | null;
  netGrams: number | null;
  grossGrams: number | null;
  volumeCm3: number | null;
};

export type Packing = {
  lines: PackedLine[];
  packages: number;
  netGrams: number;
  grossGrams: number;
  volumeCm3: number;
  /** Machines whose packaged size, packaged weight or own weight the catalogue lacks. */
  incomplete: string[];
};

const CM_PER_IN = 2.54;
const KG_PER_LB = 0.45359237;

const cm = (v: number, unit: Measure["dimensionUnit"]) => (unit === "in" ? v * CM_PER_IN : v);
const grams = (m: Measure) =>
  Math.round((m.weightUnit === "lbs" ? m.weight * KG_PER_LB : m.weight) * 1000);

export function packOrder(items: PackedItem[]): Packing {
  const lines = items.map((it): PackedLine => {
    const p = it.packaged;
    const size = p
      ? ([p.width, p.depth, p.height].map((v) => cm(v, p.dimensionUnit)) as [
          number,
          number,
          number,
        ])
      : null;
    const unitVolume = size ? Math.round(size[0] * size[1] * size[2]) : null;
    const unitNet = it.assembled ? grams(it.assembled) : null;
    const unitGross = p ? grams(p) : null;
    return {
      description: it.description,
      hsCode: it.hsCode,
      countryOfOrigin: it.countryOfOrigin,
      packages: it.quantity,
      sizeCm: size ? (size.map((v) => Math.round(v)) as [number, number, number]) : null,
      netGrams: unitNet === null ? null : unitNet * it.quantity,
      grossGrams: unitGross === null ? null : unitGross * it.quantity,
      volumeCm3: unitVolume === null ? null : unitVolume * it.quantity,
    };
  });
  const sum = (pick: (l: PackedLine) => number | null) =>
    lines.reduce((s, l) => s + (pick(l) ?? 0), 0);
  return {
    lines,
    packages: sum((l) => l.packages),
    netGrams: sum((l) => l.netGrams),
    grossGrams: sum((l) => l.grossGrams),
    volumeCm3: sum((l) => l.volumeCm3),
    incomplete: lines
      .filter((l) => l.netGrams === null || l.grossGrams === null || l.volumeCm3 === null)
      .map((l) => l.description),
  };
}

/** Kilograms from grams, two decimals, in the document's language ("1,234.50"). */
export const formatKg = (g: number, tag: string) =>
  new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    g / 1000,
  );

/** Cubic metres from cubic centimetres, three decimals ("2.304"). */
export const formatCbm = (cm3: number, tag: string) =>
  new Intl.NumberFormat(tag, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
    cm3 / 1_000_000,
  );
