/**
 * The migrations this version of the site needs, by file name: the check at start and
 * /api/health compare them with what the database has (docs/decisions/0041-operations.md).
 * Listed here rather than read from supabase/migrations at run time, because a hosted deploy
 * (Vercel, a container) ships the server without that folder. requiredMigrations.test.ts fails
 * when this list and the folder differ: a new migration is added to both.
 */
export const REQUIRED_MIGRATIONS = [
  "20261122000100_leads.sql",
  "20261122000200_claim_notifications.sql",
  "20261123000100_spam_quarantine.sql",
  "20261123000200_anon_no_insert.sql",
  "20261123000300_shared_limits.sql",
  "20261123000400_attribution.sql",
  "20261123000500_listing_enquiry.sql",
  "20261123000600_lead_webhook.sql",
  "20261124000100_deal_room.sql",
  "20261124000200_investor_matching.sql",
  "20261124000300_resubscribe.sql",
  "20261126000100_deal_room_confirmed_signers.sql",
  "20261126000200_deal_room_access_limits.sql",
  "20261126000300_consent_records.sql",
  "20261126000310_listing_change_alerts.sql",
  "20261126000400_personal_information_requests.sql",
  "20261126000500_pending_deliveries.sql",
  "20261126000510_applied_migrations.sql",
  "20261126000700_personal_information_consent.sql",
  "20261126001000_analytics.sql",
  "20261126002000_deal_room_offers.sql",
  "20261126003000_owner_report.sql",
  "20261126004000_analytics_view_batches.sql",
  "20261126004100_agreement_attribution.sql",
  "20261126005000_retention_purge.sql",
  "20261126006000_weekly_report_alerts.sql",
  "20261127001000_deal_room_person_bar.sql",
  "20261127002000_owner_report_links.sql",
  "20261127002100_link_resets_personal_information.sql",
  "20261127003000_bounded_offers.sql",
  "20261127004000_team_workspace.sql",
  "20261127004100_workspace_reads.sql",
  "20261127005000_breach_record.sql",
  "20261128001000_signed_agreement.sql",
  "20261128001100_due_diligence.sql",
  "20261128001600_view_only_documents.sql",
  "20261128002000_offer_counts.sql",
  "20261128002100_offer_retention.sql",
  "20261128002200_competing_offers.sql",
  "20261128002300_offer_rounds.sql",
  "20261128002600_seller_directions.sql",
  "20261128003000_proposals.sql",
  "20261128003100_proposal_held_file_access.sql",
  "20261128004000_deal_room_questions.sql",
  "20261128004500_round_close.sql",
  "20261128004600_round_report.sql",
  "20261128005000_deal_room_at_size.sql",
  "20261128005900_mail_queue_parts.sql",
] as const;

/** The version the Supabase CLI records for a file: its timestamp, the name up to the first "_". */
export function migrationVersion(fileName: string): string {
  return fileName.split("_", 1)[0] ?? fileName;
}

/** The migration that lists the applied ones: a database without it cannot say what else it lacks. */
export const LISTING_MIGRATION = "20261126000510_applied_migrations.sql";

/**
 * The required migrations a database lacks, given the versions it reports (file names are accepted
 * too). Migrations the database has and this code does not know (a newer schema, a rollback of
 * the site) are not "missing": unknown() names them.
 */
export function missingMigrations(applied: readonly string[], required: readonly string[] = REQUIRED_MIGRATIONS): string[] {
  const versions = new Set(applied.map(migrationVersion));
  return required.filter((name) => !versions.has(migrationVersion(name)));
}

/** Versions the database has that this code does not know: the database is newer than the site. */
export function unknownMigrations(applied: readonly string[], required: readonly string[] = REQUIRED_MIGRATIONS): string[] {
  const known = new Set(required.map(migrationVersion));
  return [...new Set(applied.map(migrationVersion))].filter((version) => !known.has(version)).sort();
}
