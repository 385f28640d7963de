// A choice drawn as cards (the wizard's usage type and effect type choosers): each card a toggle
// button with a title and an optional note; the chosen card is pressed.
import styles from "./wizard.module.css";

export interface ChoiceCard<T extends string> {
  readonly value: T;
  readonly title: string;
  readonly note?: string | null;
}

export interface ChoiceCardsProps<T extends string> {
  readonly label: string;
  readonly cards: ReadonlyArray<ChoiceCard<T>>;
  readonly value: T;
  readonly onChoose: (value: T) => void;
  /** Shown as locked (the choice still reaches `onChoose`, which explains the refusal). */
  readonly locked?: boolean;
}

export const ChoiceCards = <T extends string>({ label, cards, value, onChoose, locked = false }: ChoiceCardsProps<T>) => (
  <div role="group" aria-label={label}>
    <div className={styles.pickerLabel}>{label}</div>
    <div className={styles.cards}>
      {cards.map((card) => (
        <button
          key={card.value}
          type="button"
          className={styles.card}
          aria-pressed={card.value === value}
          aria-disabled={locked && card.value !== value}
          onClick={() => onChoose(card.value)}
        >
          <span className={styles.cardTitle}>{card.title}</span>
          {card.note === undefined || card.note === null ? null : <span className={styles.cardNote}>{card.note}</span>}
        </button>
      ))}
    </div>
  </div>
);
