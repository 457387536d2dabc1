import { formatWholeDollars } from "~/lib/money";

/**
 * The estimate calculator's price table (docs/business-data.md): the fence and deck
 * defaults are real options of the table. Pure: the page, the quote API and the tests read the same numbers.
 */
export const PROJECT_TYPES = ["bathroom", "kitchen", "flooring", "fence", "deck"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export type SizeUnit = "sq ft" | "linear ft";

export interface PriceOption {
  value: string;
  label: string;
  /** Dollars per unit of size. */
  pricePerUnit: number;
}

export interface ProjectPricing {
  type: ProjectType;
  /** The project type's name in the type choice, e.g. "Kitchen". */
  label: string;
  /** The project's name in an estimate summary, e.g. "Kitchen remodel". */
  projectName: string;
  unit: SizeUnit;
  /** "Size" for areas, "Length" for fences. */
  sizeLabel: string;
  min: number;
  max: number;
  step: number;
  defaultSize: number;
  /** Whether the options are grades of finish ("quality") or materials ("material"). */
  optionKind: "quality" | "material";
  options: readonly PriceOption[];
  defaultOption: string;
  /** Price per unit for an option value that is not in the table. */
  fallbackPricePerUnit: number;
  /** What the estimate includes. */
  note: string;
}

const FINAL_PRICE = "Final price confirmed after a free in-home estimate.";

export const PRICING: Record<ProjectType, ProjectPricing> = {
  bathroom: {
    type: "bathroom",
    label: "Bathroom",
    projectName: "Bathroom remodel",
    unit: "sq ft",
    sizeLabel: "Size",
    min: 20,
    max: 150,
    step: 1,
    defaultSize: 50,
    optionKind: "quality",
    options: [
      { value: "budget", label: "Budget", pricePerUnit: 85 },
      { value: "standard", label: "Standard", pricePerUnit: 115 },
      { value: "premium", label: "Premium", pricePerUnit: 150 },
    ],
    defaultOption: "standard",
    // No fallback is given for bathrooms: an unknown grade is priced as the usual (standard) one.
    fallbackPricePerUnit: 115,
    note: `Includes labor, materials, fixtures, tile work, demolition and cleanup. ${FINAL_PRICE}`,
  },
  kitchen: {
    type: "kitchen",
    label: "Kitchen",
    projectName: "Kitchen remodel",
    unit: "sq ft",
    sizeLabel: "Size",
    min: 50,
    max: 300,
    step: 10,
    defaultSize: 100,
    optionKind: "quality",
    options: [
      { value: "budget", label: "Budget", pricePerUnit: 125 },
      { value: "standard", label: "Standard", pricePerUnit: 175 },
      { value: "premium", label: "Premium", pricePerUnit: 225 },
    ],
    defaultOption: "standard",
    // As for bathrooms: standard is the usual grade.
    fallbackPricePerUnit: 175,
    note: `Includes labor, cabinets, countertops, materials, demolition and cleanup. ${FINAL_PRICE}`,
  },
  flooring: {
    type: "flooring",
    label: "Flooring",
    projectName: "Flooring installation",
    unit: "sq ft",
    sizeLabel: "Size",
    min: 100,
    max: 2000,
    step: 50,
    defaultSize: 500,
    optionKind: "material",
    options: [
      { value: "laminate", label: "Laminate", pricePerUnit: 6 },
      { value: "vinyl", label: "Vinyl Plank", pricePerUnit: 8 },
      { value: "hardwood", label: "Hardwood", pricePerUnit: 12 },
      { value: "tile", label: "Tile", pricePerUnit: 10 },
      { value: "carpet", label: "Carpet", pricePerUnit: 5 },
    ],
    defaultOption: "laminate",
    fallbackPricePerUnit: 5,
    note: `Includes labor, flooring material, underlayment, removal of the old floor and cleanup. ${FINAL_PRICE}`,
  },
  fence: {
    type: "fence",
    label: "Fence",
    projectName: "Fence installation",
    unit: "linear ft",
    sizeLabel: "Length",
    min: 50,
    max: 500,
    step: 10,
    defaultSize: 100,
    optionKind: "material",
    options: [
      { value: "chainlink", label: "Chain Link", pricePerUnit: 18 },
      { value: "wood6", label: "6 ft Wood", pricePerUnit: 25 },
      { value: "wood8", label: "8 ft Wood", pricePerUnit: 35 },
      { value: "metal6", label: "6 ft Metal", pricePerUnit: 45 },
      { value: "metal8", label: "8 ft Metal", pricePerUnit: 55 },
      { value: "vinyl6", label: "6 ft Vinyl", pricePerUnit: 40 },
      { value: "vinyl8", label: "8 ft Vinyl", pricePerUnit: 50 },
    ],
    defaultOption: "wood6",
    fallbackPricePerUnit: 50,
    note: `Includes labor, posts set in concrete, panels or pickets, hardware and cleanup. ${FINAL_PRICE}`,
  },
  deck: {
    type: "deck",
    label: "Deck",
    projectName: "Deck building",
    unit: "sq ft",
    sizeLabel: "Size",
    min: 100,
    max: 800,
    step: 25,
    defaultSize: 200,
    optionKind: "material",
    options: [
      { value: "pressure", label: "Pressure-Treated", pricePerUnit: 35 },
      { value: "cedar", label: "Cedar", pricePerUnit: 45 },
      { value: "composite", label: "Composite", pricePerUnit: 55 },
      { value: "pvc", label: "PVC", pricePerUnit: 65 },
    ],
    defaultOption: "pressure",
    fallbackPricePerUnit: 65,
    note: `Includes labor, framing, decking, railings, stairs and cleanup. ${FINAL_PRICE}`,
  },
};

export const DEFAULT_PROJECT_TYPE: ProjectType = "bathroom";

export function isProjectType(value: string): value is ProjectType {
  return (PROJECT_TYPES as readonly string[]).includes(value);
}

/** The option of the table, or undefined for a value the table does not know. */
export function findOption(type: ProjectType, option: string): PriceOption | undefined {
  return PRICING[type].options.find((o) => o.value === option);
}

export function pricePerUnit(type: ProjectType, option: string): number {
  return findOption(type, option)?.pricePerUnit ?? PRICING[type].fallbackPricePerUnit;
}

/**
 * A size the calculator accepts: within min..max and on a step counted from min. A size that is not a number
 * (an emptied field) becomes the type's default size.
 */
export function snapSize(type: ProjectType, size: number): number {
  const { min, max, step, defaultSize } = PRICING[type];
  if (!Number.isFinite(size)) return defaultSize;
  const clamped = Math.min(max, Math.max(min, size));
  const snapped = min + Math.round((clamped - min) / step) * step;
  return Math.min(max, snapped);
}

/**
 * Total in whole dollars: size × price per unit (options add no price of their own). The size is snapped
 * first, so no total exists for a size the form refuses.
 */
export function estimateTotal(type: ProjectType, size: number, option: string): number {
  return Math.round(snapSize(type, size) * pricePerUnit(type, option));
}

const sizeFormat = new Intl.NumberFormat("en-US");

export function formatSize(type: ProjectType, size: number): string {
  return `${sizeFormat.format(size)} ${PRICING[type].unit}`;
}

/** One readable line for the quote form, e.g. "Estimate: Kitchen remodel, 120 sq ft, Premium quality: $27,000". */
export function estimateSummary(type: ProjectType, size: number, option: string): string {
  const pricing = PRICING[type];
  const snapped = snapSize(type, size);
  const found = findOption(type, option);
  const optionText = found
    ? pricing.optionKind === "quality"
      ? `${found.label} quality`
      : found.label
    : `${pricing.optionKind === "quality" ? "Quality" : "Material"} to be discussed`;
  const total = formatWholeDollars(estimateTotal(type, snapped, option));
  return `Estimate: ${pricing.projectName}, ${formatSize(type, snapped)}, ${optionText}: ${total}`;
}

/** An estimate as the calculator made it, sent with a quote request; the total is always computed here. */
export interface CalculatorEstimate {
  projectType: ProjectType;
  size: number;
  option: string;
}

/**
 * The estimate `value` describes, or undefined unless it names a known project type, one of its options and a
 * size within its range. The size is snapped to the step, as the calculator priced it.
 */
export function readCalculatorEstimate(value: unknown): CalculatorEstimate | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { projectType, size, option } = value as Record<string, unknown>;
  if (typeof projectType !== "string" || !isProjectType(projectType)) return undefined;
  if (typeof option !== "string" || !findOption(projectType, option)) return undefined;
  const { min, max } = PRICING[projectType];
  if (typeof size !== "number" || !Number.isFinite(size) || size < min || size > max) return undefined;
  return { projectType, size: snapSize(projectType, size), option };
}

/**
 * The estimate's project, size and option in words, e.g. ["Kitchen remodel", "120 sq ft", "Premium"]. A
 * project type or option the table no longer knows is written as it was stored.
 */
export function estimateParts(projectType: string, size: number, option: string): [string, string, string] {
  if (!isProjectType(projectType)) return [projectType, sizeFormat.format(size), option];
  const label = findOption(projectType, option)?.label ?? option;
  return [PRICING[projectType].projectName, formatSize(projectType, size), label];
}

/** The estimate in words without its price, e.g. "Kitchen remodel, 120 sq ft, Premium". */
export function estimateDescription(projectType: string, size: number, option: string): string {
  return estimateParts(projectType, size, option).join(", ");
}
