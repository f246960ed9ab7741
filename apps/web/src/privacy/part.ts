/**
 * What a feature declares so that requests about personal information (PIPEDA, decision 0038)
 * cover its tables: the SQL functions that find and erase an address's rows, named after the
 * part's key (supabase/migrations/20261126000400_personal_information_requests.sql), and, for
 * the operator who must answer the person, what erasure does to them and why.
 */
export interface PersonalInformationPart {
  /** The infix of its SQL functions: public.personal_information_<key>_find and _erase. */
  key: string;
  /** The feature, in the team's words (a heading of the operator page and of the access export). */
  title: string;
  /** Each table its find function answers rows from (the `source` of a row), and what a row is. */
  tables: Readonly<Record<string, string>>;
  /** What its erasure does and why: shown before the operator confirms and written into the export. */
  onErasure: string;
}
