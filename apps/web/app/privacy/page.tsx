import { PageIntro } from "@/src/components/PageIntro";
import { PageShell } from "@/src/components/PageShell";
import { getPageMetadata, getSiteSettings } from "@/src/content/content.server";
import { metadataForPath } from "@/src/views/pageMetadata";

const PATH = "/privacy/";

export const generateMetadata = () => metadataForPath(PATH);

/** What the forms collect and why (PIPEDA, CASL). Legal text, kept in code like the other notices. */
export default async function PrivacyPage() {
  const [record, settings] = await Promise.all([getPageMetadata(PATH), getSiteSettings()]);
  return (
    <PageShell path={PATH}>
      <article className="mx-auto max-w-3xl px-4 py-10 text-slate-800 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        <PageIntro record={record} lead={false} />
        <p>
          {settings.agencyName} ({settings.brokerageName}) collects personal information only through the forms on this website and only to
          answer the person who sent it. This page explains what we collect, why, and your choices, in line with Canada&apos;s Personal
          Information Protection and Electronic Documents Act (PIPEDA) and Canada&apos;s Anti-Spam Legislation (CASL).
        </p>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Contact form:</strong> your name, e-mail address and message.
          </li>
          <li>
            <strong>Property valuation request:</strong> your name, e-mail address, and, if you give them, phone number, property address,
            property type and details.
          </li>
          <li>
            <strong>Off-market investor signup:</strong> your name, e-mail address, investment profile, an optional message, and your
            consent to receive off-market opportunities by e-mail, with the date you gave it.
          </li>
          <li>
            With each submission we record when it was received. To protect the forms from abuse we count submissions per network address
            for ten minutes; that count is kept in memory only and is not stored with your submission.
          </li>
        </ul>
        <h2>Where a request came from</h2>
        <p>
          To learn which of our newsletters, listings and partners bring enquiries, this site remembers in your own browser (its local
          storage, not a cookie) how you first and most recently arrived: the campaign tags of the link you followed (utm_source,
          utm_medium, utm_campaign, utm_term, utm_content), the name of the website that linked to us (never the full address), the page you
          landed on and when. No third-party script or cookie is involved. When you send one of our forms (a deal room&apos;s
          confidentiality agreement included), this is sent with it, together with the page the form was on (never a deal room&apos;s or
          agreement&apos;s address), and stored with your submission; while you browse, only the campaign tags and website name of your most
          recent arrival go with the visit counts described below. Your browser forgets it after 90 days; you can erase it sooner by
          clearing this site&apos;s data in your browser. Without JavaScript we record only the page the form was sent from (and its
          campaign tags, if its address had any).
        </p>
        <h2>How we count visits</h2>
        <p>
          To learn which pages and campaigns are useful and how fast the site is for the people who use it, this site counts page views
          itself, without cookies and without any third-party service. For each page you view, your browser sends us, once you leave the
          page: the page&apos;s address without anything after a &ldquo;?&rdquo;, the campaign tags (utm_source, utm_medium, utm_campaign)
          and the name of the website of your most recent arrival as described above, and, for the first page you load, four speed
          measurements (Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift and Time to First Byte). Our server
          adds the day (not the time) and whether your browser is a phone, a tablet or a computer, worked out from the browser&apos;s name,
          which is then discarded.
        </p>
        <p>
          We do not record your network address, your browser&apos;s name, a cookie or any identifier, so we cannot tell two visits by the
          same person apart from visits by two people, and we do not count unique visitors. If your browser sends Global Privacy Control,
          nothing is counted; visits by search-engine crawlers and other automated tools are not counted either. Private pages (the deal
          rooms, and the pages our e-mails link to for your preferences) are never counted. Page views are added into totals per page and
          day once the day is over and are then deleted; the speed measurements are deleted after 28 days; the daily totals after 25 months.
        </p>
        <h2>Why we collect it</h2>
        <p>
          To reply to your message, to prepare the valuation you asked for, and, if you joined the investor network, to e-mail you
          off-market opportunities that match your profile. We do not sell or rent personal information, and we do not use it for
          advertising.
        </p>
        <h2>Consent to e-mails</h2>
        <p>
          We send off-market opportunities only to investors who ticked the consent box on the signup form; the box is never pre-ticked.
          Every such e-mail identifies us and tells you how to unsubscribe. You can withdraw consent at any time by replying
          &ldquo;unsubscribe&rdquo; or writing to{" "}
          <a className="underline" href={`mailto:${settings.email}`}>
            {settings.email}
          </a>
          .
        </p>
        <h2>Who sees it and where it is kept</h2>
        <p>
          Submissions are seen by our agent team and stored in our database and mailbox. Our hosting and e-mail providers process them on
          our behalf under contracts that restrict their use. Information may be stored on servers outside Ontario or Canada and may then be
          subject to the laws of that country.
        </p>
        <h2>How long we keep it</h2>
        <p>
          As long as we need it to answer you or serve you as a client, and as Ontario real estate record-keeping rules require; you can ask
          us to delete it sooner where the law allows.
        </p>
        <h2>Your rights and contact</h2>
        <p>
          You can ask to see, correct or delete the information we hold about you. Write to{" "}
          <a className="underline" href={`mailto:${settings.email}`}>
            {settings.email}
          </a>{" "}
          or call {settings.phone}. If you are not satisfied with our answer you may contact the Office of the Privacy Commissioner of
          Canada.
        </p>
      </article>
    </PageShell>
  );
}
