import { dealRoomSignedAgreementPath } from "@agency/paths";

/** The room's link to the signer's own confidentiality agreement as signed (issue 46): a PDF made from the record. */
export function SignedAgreementLink({ slug }: { slug: string }) {
  return (
    <p className="mt-2 text-slate-700">
      <a href={dealRoomSignedAgreementPath(slug)} download className="font-medium text-slate-900 underline">
        Download the agreement you signed (PDF)
      </a>
      : its text as you accepted it, your typed name and signature, and the time you signed.
    </p>
  );
}
