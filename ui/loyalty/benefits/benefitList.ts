// Owns: the programme's titles and benefits as the Benefits page lists and writes them (spec 2 §2
// Benefits page, §7 `PUT /membership/titles` and `PUT /membership/benefits`, both whole lists):
// the title groups (the 'Common' group without an id first, then the custom titles, each with the
// benefits that require it), and the lists a change writes, each stored item sent back as the
// input it was made from (free credit read back from credit units at the programme's precision).
// Decision where the spec is silent: a benefit requiring a title the programme no longer has is
// listed under Common (the server refuses such a removal, so this only happens to old data).
import { amountOf } from "../../../domain/loyalty/member/creditUnits";
import type { Benefit, BenefitInput } from "../../../domain/loyalty/programme/benefits";
import type { Title, TitleInput } from "../../../domain/loyalty/programme/titles";

export const COMMON_TITLE = "Common";

export interface TitleGroup {
  /** null for the Common group. */
  readonly title: Title | null;
  readonly benefits: ReadonlyArray<Benefit>;
}

export const titleGroups = (titles: ReadonlyArray<Title>, benefits: ReadonlyArray<Benefit>): ReadonlyArray<TitleGroup> => {
  const known = new Set(titles.map((title) => title.id));
  const common = benefits.filter((benefit) => benefit.requiredTitle === null || !known.has(benefit.requiredTitle));
  return [
    { title: null, benefits: common },
    ...titles.map((title) => ({ title, benefits: benefits.filter((benefit) => benefit.requiredTitle === title.id) })),
  ];
};

const titleInputOf = ({ id, name, icon, image, internal }: Title): TitleInput => ({ id, name, icon, image, internal });

/** The titles list with `change` in place of the title of the same id, or appended when new. */
export const titlesWith = (titles: ReadonlyArray<Title>, change: TitleInput): ReadonlyArray<TitleInput> =>
  change.id === undefined
    ? [...titles.map(titleInputOf), change]
    : titles.map((title) => (title.id === change.id ? change : titleInputOf(title)));

export const titlesWithout = (titles: ReadonlyArray<Title>, id: string): ReadonlyArray<TitleInput> =>
  titles.filter((title) => title.id !== id).map(titleInputOf);

const benefitInputOf = (benefit: Benefit, creditPrecision: number): BenefitInput => {
  const { options } = benefit;
  return {
    id: benefit.id,
    name: benefit.name,
    description: benefit.description,
    image: benefit.image,
    requiredTitle: benefit.requiredTitle,
    minTier: benefit.minTier,
    maxTier: benefit.maxTier,
    minLevel: benefit.minLevel,
    maxLevel: benefit.maxLevel,
    targetRestaurant: benefit.targetRestaurant,
    options:
      options.type === "basic"
        ? options
        : {
            ...options,
            freeCredit: options.freeCredit === null ? null : { day: options.freeCredit.day, amount: amountOf(options.freeCredit.amount, creditPrecision) },
          },
  };
};

/** The benefits list with `change` in place of the benefit of the same id, or appended when new. */
export const benefitsWith = (benefits: ReadonlyArray<Benefit>, change: BenefitInput, creditPrecision: number): ReadonlyArray<BenefitInput> =>
  change.id === undefined
    ? [...benefits.map((benefit) => benefitInputOf(benefit, creditPrecision)), change]
    : benefits.map((benefit) => (benefit.id === change.id ? change : benefitInputOf(benefit, creditPrecision)));

export const benefitsWithout = (benefits: ReadonlyArray<Benefit>, id: string, creditPrecision: number): ReadonlyArray<BenefitInput> =>
  benefits.filter((benefit) => benefit.id !== id).map((benefit) => benefitInputOf(benefit, creditPrecision));
