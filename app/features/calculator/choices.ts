import { PRICING, findOption, isProjectType, snapSize, type ProjectType } from "~/lib/calculator-pricing";

export interface Choice {
  size: number;
  option: string;
}

export type Choices = Record<ProjectType, Choice>;

/** What the calculator's controls show in the page, as the browser holds them. */
export interface ShownControls {
  /** The checked project type's value, if one is checked. */
  type: string | undefined;
  /** The quality or material select's value: one of the rendered type's options. */
  option: string;
  /** The slider's and the number field's values, both the rendered type's size. */
  slider: string;
  typed: string;
}

/**
 * The calculator as the visitor left it before its code hydrated. Until then its server HTML is plain HTML:
 * a radio can be checked, the slider moved, a size typed and an option picked. React keeps what the controls
 * show when it hydrates, but its state still holds what the server rendered, so a Kitchen checked early would
 * sit beside the Bathroom's options and total. `rendered` is the type the server rendered with its `choices`;
 * the select and the size fields still belong to it, whatever radio is checked now. Null when the controls
 * show what was rendered.
 */
export function adoptShownControls(
  rendered: ProjectType,
  choices: Choices,
  shown: ShownControls,
): { type: ProjectType; choices: Choices } | null {
  const before = choices[rendered];
  const option = findOption(rendered, shown.option) ? shown.option : before.option;
  // The two size fields are not tied together yet: a typed size wins over the slider, either over the default.
  const sizes = [shown.typed, shown.slider]
    .filter((value) => value.trim() !== "" && Number.isFinite(Number(value)))
    .map((value) => snapSize(rendered, Number(value)))
    .filter((size) => size !== before.size);
  const size = sizes[0] ?? before.size;
  const type = shown.type && isProjectType(shown.type) ? shown.type : rendered;
  if (type === rendered && option === before.option && size === before.size) return null;
  return { type, choices: { ...choices, [rendered]: { size, option } } };
}

/** Reads the controls of the calculator in `root` (its section element). */
export function shownControls(root: HTMLElement): ShownControls {
  const value = (selector: string) =>
    root.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value;
  return {
    type: value('input[type="radio"]:checked'),
    option: value("select") ?? "",
    slider: value('input[type="range"]') ?? "",
    typed: value('input[type="number"]') ?? "",
  };
}

/** Each project type's default size and option. */
export const initialChoices = (): Choices =>
  Object.fromEntries(
    Object.values(PRICING).map((p) => [p.type, { size: p.defaultSize, option: p.defaultOption }]),
  ) as Choices;
