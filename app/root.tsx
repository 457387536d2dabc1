import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type HeadersFunction,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesHref from "./app.css?url";
import { FlashToast } from "./components/layout/flash-toast";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { StatusPage } from "./components/layout/status-page";
import { StructuredData } from "./components/layout/structured-data";
import { themeBootScript } from "./components/theme/theme";
import { UploadsBaseUrlContext } from "./components/ui/responsive-image";
import { ToastProvider } from "./components/ui/toast";
import { getCurrentUser, publicUser } from "./features/auth/session.server";
import { DEFAULT_CONTACT_INFO } from "./features/settings/contact-info";
import { getContactInfo } from "./features/settings/settings.server";
import type { ContactInfo } from "./lib/contact-card";
import { businessYear, yearsSince } from "./lib/dates";
import { takeFlash } from "./lib/flash.server";
import { useRootData } from "./routes/_shared/use-root-data";

export const links: LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of <head>, before the script preloads, so the
  // browser fetches the one render-blocking file first.
  { rel: "stylesheet", href: appStylesHref, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  // A database hiccup must not take every page down: the footer falls back to the default contact card,
  // and the header to the signed-out links.
  const [contactInfo, currentUser] = await Promise.all([
    getContactInfo(context.db).catch(() => undefined),
    getCurrentUser(context.auth, request.headers).catch(() => null),
  ]);
  const { flash, clear } = takeFlash(request);
  const card = (contactInfo ?? DEFAULT_CONTACT_INFO) as ContactInfo;
  return data(
    {
      contactInfo: card,
      // The years are the business's (America/Chicago), counted here so that the browser needs no date code
      // for the footer and both sides render the same text.
      businessYear: businessYear(),
      yearsInBusiness: yearsSince(card.foundedYear),
      user: currentUser ? publicUser(currentUser) : null,
      // A one-time toast left by a redirect (e.g. "Access Denied" after /admin); see FlashToast.
      flash,
      siteUrl: context.config.SITE_URL,
      // Uploaded images load from the bucket's public address when there is one (see servedImageUrl).
      uploadsBaseUrl: context.config.s3?.publicUrl ?? "",
      cspNonce: context.cspNonce,
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

/**
 * Only the root sets a cookie (clearing a shown flash). A route that exports its own `headers` must pass
 * on `parentHeaders`' Set-Cookie, or a flash would show again on the next page.
 */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cookie = loaderHeaders.get("Set-Cookie");
  return cookie ? { "Set-Cookie": cookie } : new Headers();
};

// The header's signed-in links and a guard's flash must follow in-app navigation too: the root data is
// read again whenever the path changes.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.cspNonce;
  const { contactInfo, businessYear, yearsInBusiness, user, flash } = useRootData();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#123c5f" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <Links />
        <StructuredData nonce={nonce} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
        >
          Skip to content
        </a>
        <ToastProvider>
          <SiteHeader businessName={contactInfo.businessName} phone={contactInfo.phone} user={user} />
          <main id="main" className="flex-1">
            <UploadsBaseUrlContext value={data?.uploadsBaseUrl ?? ""}>{children}</UploadsBaseUrlContext>
          </main>
          <SiteFooter contactInfo={contactInfo} year={businessYear} yearsInBusiness={yearsInBusiness} />
          <FlashToast flash={flash} />
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** One error boundary for every route: the status decides the text, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage title="404 Page Not Found" text="Did you forget to add the page to the router?" />;
  }
  if (isRouteErrorResponse(error)) {
    return (
      <StatusPage title={`${error.status} ${error.statusText || "Error"}`} text="Please try again later." />
    );
  }
  return (
    <StatusPage
      title="Something went wrong"
      text="An unexpected error occurred. Please refresh the page or try again later."
    />
  );
}
