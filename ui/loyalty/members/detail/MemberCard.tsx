// The member card preview (spec 2 §2 Settings "the card ratio is 400:634", §9 "Member card back
// shows at most 3 titles"): the front with the programme's name, the member's name, card number,
// level and tier on the programme's card design (its image when the design is IMAGE); the back
// with the member's held titles, at most 3.
// Decisions where the spec is silent: both sides are drawn side by side (they wrap on a narrow
// screen); the titles shown are the first 3 held, in the order the member got them.
import { Temporal } from "temporal-polyfill";
import type { LoyaltyMember } from "../../../ports/loyaltyMembersPort";
import type { LoyaltyProgramme } from "../../../ports/loyaltyPort";
import { liveTitles } from "../../../../domain/loyalty/member/memberDates";
import { nameOf, tierNameOf, titleNameOf } from "../../../../domain/loyalty/member/memberNames";
import styles from "./memberCard.module.css";

export const CARD_BACK_TITLES = 3;

export const MemberCard = ({ member, programme }: { readonly member: LoyaltyMember; readonly programme: LoyaltyProgramme }) => {
  const image = programme.design.type === "IMAGE" ? programme.design.image : null;
  const titles = liveTitles(member.titles, Temporal.Now.instant()).slice(0, CARD_BACK_TITLES);
  return (
    <div className={styles.sides}>
      <figure className={styles.card} aria-label="Card front" style={image === null ? undefined : { backgroundImage: `url(${image})` }}>
        <strong className={styles.programme}>{programme.name}</strong>
        <span className={styles.name}>{nameOf(member)}</span>
        <span>{member.cardNo ?? ""}</span>
        <span>{`Level ${member.level} · ${tierNameOf(programme, member)}`}</span>
      </figure>
      <figure className={`${styles.card} ${styles.back}`} aria-label="Card back">
        <strong>Titles</strong>
        <ul className={styles.titles}>
          {titles.map((title) => (
            <li key={title.id}>{titleNameOf(programme, title.id)}</li>
          ))}
        </ul>
      </figure>
    </div>
  );
};
