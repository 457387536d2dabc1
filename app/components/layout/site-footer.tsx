import { Link } from "react-router";
import type { ContactInfo } from "~/lib/contact-card";
import { telHref } from "~/lib/tel-href";
import { NAV_LINKS } from "./nav-links";

/** Contact card, social links (only those configured), quick links, and the legal pages. */
export function SiteFooter({
  contactInfo,
  year,
  yearsInBusiness,
}: {
  contactInfo: ContactInfo;
  year: number;
  yearsInBusiness: number;
}) {
  const { socialLinks } = contactInfo;
  const social = [
    { label: "Facebook", href: socialLinks.facebook },
    { label: "Instagram", href: socialLinks.instagram },
    { label: "Website", href: socialLinks.website },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));

  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          {/* The first column's heading, as "Contact Us" and "Quick Links" head theirs. */}
          <h2 className="text-lg font-bold text-white">{contactInfo.businessName}</h2>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">
            Licensed and insured home remodeling and repair serving Abilene and the Big Country for over{" "}
            {yearsInBusiness} years. Free estimates and satisfaction guaranteed.
          </p>
          {social.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-4 text-sm" aria-label="Social links">
              {social.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    rel="noopener"
                    className="underline-offset-4 hover:text-accent-400 hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-accent-400 uppercase">Contact Us</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>{contactInfo.address}</p>
            <p>
              <a href={telHref(contactInfo.phone)} className="hover:text-accent-400">
                {contactInfo.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${contactInfo.email}`} className="break-all hover:text-accent-400">
                {contactInfo.email}
              </a>
            </p>
            <p>{contactInfo.hours}</p>
          </address>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-accent-400 uppercase">Quick Links</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-accent-400">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/book" className="hover:text-accent-400">
                Book Now
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {contactInfo.businessName}. Serving the Abilene area since {contactInfo.foundedYear}.
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to="/privacy" className="hover:text-accent-400">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-accent-400">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
