// Owns: the notices of the Benefits page (spec 2 §8): 'New title {name} created', 'Title {name}
// updated' (plus ' to {new name}' when renamed), 'Title {name} deleted', 'Benefit {name} updated'
// and 'Benefit {name} deleted'. Decision where the spec is silent: the spec names no creation
// notice for benefits, so a new benefit also says 'Benefit {name} updated'.
export const titleCreated = (name: string): string => `New title ${name} created`;

export const titleUpdated = (before: string, after: string): string =>
  before === after ? `Title ${before} updated` : `Title ${before} updated to ${after}`;

export const titleDeleted = (name: string): string => `Title ${name} deleted`;

export const benefitDeleted = (name: string): string => `Benefit ${name} deleted`;

export const benefitUpdated = (name: string): string => `Benefit ${name} updated`;
