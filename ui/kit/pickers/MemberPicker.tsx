// The member list picker (spec 3 §2 "member list picker with search (500 ms debounce) and a
// 'Search Result' section"; spec 2 §2 "The member pick dialog fetches up to 100 members"): the
// members picked so far as removable chips, a search box asked 500 ms after the typing pauses,
// and under 'Search Result' the first 100 matches, each ticked when picked. Controlled: the
// caller keeps the picked members (the send-reward machine does).
// Decisions where the spec is silent: an empty search lists the first 100 members; a failed
// search shows its message in place of the results; an answer to an older search is dropped.
import { Checkbox } from "primereact/checkbox";
import { Chip } from "primereact/chip";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { ProgressSpinner } from "primereact/progressspinner";
import { useEffect, useId, useRef, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from "../useDebouncedValue";
import { PICK_LIMIT, pickQuery } from "./memberSearch";
import type { MemberDirectory, MemberPage, PickedMember } from "./pickerPorts";
import styles from "./pickers.module.css";

export interface MemberPickerProps {
  readonly directory: MemberDirectory;
  readonly picked: ReadonlyArray<PickedMember>;
  readonly onPick: (member: PickedMember) => void;
  readonly onUnpick: (memberId: string) => void;
}

type Results = { readonly phase: "loading" } | { readonly phase: "ready"; readonly page: MemberPage } | { readonly phase: "failed"; readonly message: string };

export const memberLabel = (member: PickedMember): string =>
  member.phoneNumber === null || member.phoneNumber === member.name ? member.name : `${member.name} (${member.phoneNumber})`;

/** The results for `search`; the directory is read at request time, so a caller need not memoise it. */
const useSearchResults = (directory: MemberDirectory, search: string): Results => {
  const [results, setResults] = useState<Results>({ phase: "loading" });
  const latest = useRef(directory);
  latest.current = directory;
  useEffect(() => {
    let current = true;
    setResults({ phase: "loading" });
    latest.current.findMembers(pickQuery(search)).then(
      (page) => current && setResults({ phase: "ready", page }),
      (error: unknown) => current && setResults({ phase: "failed", message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [search]);
  return results;
};

export const MemberPicker = ({ directory, picked, onPick, onUnpick }: MemberPickerProps) => {
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const results = useSearchResults(directory, settled);
  const headingId = useId();
  const pickedIds = new Set(picked.map((member) => member.id));
  return (
    <div className={styles.picker}>
      <div className={styles.picked} aria-label="Picked members">
        {picked.length === 0 ? <span className={styles.muted}>No member picked yet.</span> : null}
        {picked.map((member) => (
          <Chip key={member.id} label={memberLabel(member)} removable
            onRemove={() => {
              onUnpick(member.id);
              return true;
            }}
          />
        ))}
      </div>
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Search by name or phone" aria-label="Search members" className={styles.search} />
      </IconField>
      <h4 id={headingId} className={styles.heading}>Search Result</h4>
      {results.phase === "loading" ? <ProgressSpinner className={styles.spinner} strokeWidth="4" aria-label="Searching" /> : null}
      {results.phase === "failed" ? <p className={styles.problem}>{results.message}</p> : null}
      {results.phase === "ready" ? (
        <>
          {results.page.resources.length === 0 ? <p className={styles.muted}>No data</p> : null}
          <ul className={styles.results} aria-labelledby={headingId}>
            {results.page.resources.map((member) => {
              const checked = pickedIds.has(member.id);
              const inputId = `${headingId}-${member.id}`;
              return (
                <li key={member.id} className={styles.result}>
                  <Checkbox inputId={inputId} checked={checked} onChange={() => (checked ? onUnpick(member.id) : onPick(member))} />
                  <label htmlFor={inputId}>
                    <span className={styles.name}>{member.name}</span>
                    {member.phoneNumber === null ? null : <span className={styles.muted}>{member.phoneNumber}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
          {results.page.totalResources > PICK_LIMIT ? (
            <p className={styles.muted}>{`Showing the first ${PICK_LIMIT} of ${results.page.totalResources}; search to narrow.`}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
};
