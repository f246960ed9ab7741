-- The deal room at the size issue 46 names (bench/deal-room.mjs: one listing with 500 signers and
-- 1,000 offers). The team's listing page counts each signer's downloads (deal_room_signers) and
-- engagement (deal_room_engagement) with one sub-query per signer; without an index on the
-- signature, each was a scan of every download and every offer: 250 ms for engagement alone.
create index if not exists deal_room_downloads_signature on public.deal_room_downloads (signature_id, document_id);
create index if not exists deal_room_offers_signature on public.deal_room_offers (signature_id, submitted_at desc);
